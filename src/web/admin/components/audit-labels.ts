import type { AuditLogItem } from '@shared/audit/schema';

/** Who made a change, as staff read it: a colleague's name and role, a victim, or the system. */
export function actorText(row: Pick<AuditLogItem, 'actorType' | 'actorLabel' | 'actorId' | 'actorRole'>): string {
  const name = row.actorLabel ?? row.actorId ?? 'unknown';
  if (row.actorType === 'admin') return row.actorRole ? `${name} (${row.actorRole})` : name;
  if (row.actorType === 'victim') return `Victim ${name}`;
  return row.actorLabel ? `System: ${row.actorLabel}` : 'System';
}

/** 'incident.status_changed' reads as 'incident status changed'. */
export const actionText = (action: string) => action.replace(/[._]+/g, ' ');

/** 'fraud_incident' reads as 'fraud incident'. */
export const entityTypeText = (entityType: string) => entityType.replace(/_/g, ' ');

import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { auditLog } from '../../kernel/db/schema/index';
import type { VictimRecordIds } from '../users/victim-records';

/**
 * The entity type each kind of record is audited under: its table's name in the singular, as
 * 'user_profile' and 'payout_request' already are. A new audited kind of victim record goes here.
 */
const auditedAs = {
  incidents: 'fraud_incident',
  applications: 'recovery_application',
  payouts: 'payout_request',
  moneyTrails: 'money_trail',
  documents: 'document',
  messages: 'message',
} as const satisfies Partial<Record<keyof VictimRecordIds, string>>;

/**
 * Audit rows about a victim (D15): written by them (by profile id, or by e-mail where a row has no
 * actor id, as payout requests), about their profile and records, or naming their e-mail in the
 * recorded before/after values.
 */
export function auditRowsAbout(ids: VictimRecordIds): SQL {
  const email = ids.email.toLowerCase();
  const conditions: SQL[] = [
    sql`lower(${auditLog.actorLabel}) = ${email}`,
    sql`position(${email} in lower(${auditLog.before}::text)) > 0`,
    sql`position(${email} in lower(${auditLog.after}::text)) > 0`,
  ];
  if (ids.profileId !== null) {
    const profileId = String(ids.profileId);
    conditions.push(
      and(eq(auditLog.actorType, 'victim'), eq(auditLog.actorId, profileId))!,
      and(eq(auditLog.entityType, 'user_profile'), eq(auditLog.entityId, profileId))!,
    );
  }
  for (const [kind, entityType] of Object.entries(auditedAs) as [keyof typeof auditedAs, string][]) {
    if (ids[kind].length === 0) continue;
    conditions.push(and(eq(auditLog.entityType, entityType), inArray(auditLog.entityId, ids[kind].map(String)))!);
  }
  return or(...conditions)!;
}

/** Whether the victim did this themselves, so its details and address are theirs to see. */
export function isOwnAuditRow(row: typeof auditLog.$inferSelect, ids: VictimRecordIds): boolean {
  if (row.actorType !== 'victim') return false;
  return (ids.profileId !== null && row.actorId === String(ids.profileId)) || row.actorLabel?.toLowerCase() === ids.email.toLowerCase();
}

/**
 * Keeps what happened, to what and when (the platform's history and statistics) and drops what
 * identifies the victim: the recorded values, the client address and their e-mail as the actor.
 */
export async function anonymiseAuditRows(tx: Tx, input: { ids: VictimRecordIds; placeholder: string }): Promise<void> {
  const { ids, placeholder } = input;
  await tx
    .update(auditLog)
    .set({
      before: sql`null`,
      after: sql`null`,
      ip: null,
      actorLabel: sql`case when lower(${auditLog.actorLabel}) = ${ids.email.toLowerCase()} then ${placeholder} else ${auditLog.actorLabel} end`,
    })
    .where(auditRowsAbout(ids));
}

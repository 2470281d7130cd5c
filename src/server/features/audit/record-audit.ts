import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../kernel/db/client';
import { auditLog } from '../../kernel/db/schema/index';
import { staffOf } from '../../kernel/plugins/access';

/**
 * Who did it: a victim (by profile id and e-mail), a staff member (with the role held at the
 * time, D17), an integration's API key (by key id, with its name and prefix), or the system (with a label).
 */
export type AuditActor = { type: 'victim' | 'admin' | 'api_key' | 'system'; id?: string | number; label?: string; role?: string };

/**
 * What it was done to. The type is the table's name in the singular ('user_profile',
 * 'payout_request'): the export and deletion of D15 find a victim's rows by it
 * (account/victim-audit-rows.ts).
 */
export type AuditEntity = { type: string; id?: string | number };

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  entity: AuditEntity;
  before?: unknown;
  after?: unknown;
  ip?: string;
};

const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/**
 * Writes one audit-log row (D8, D15). It takes a transaction, not the database: the row commits
 * with the change it records, or neither does.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRow(entry));
}

const auditRow = (entry: AuditEntry) => ({
  actorType: entry.actor.type,
  actorId: text(entry.actor.id),
  actorLabel: entry.actor.label,
  actorRole: entry.actor.role,
  action: entry.action,
  entityType: entry.entity.type,
  entityId: text(entry.entity.id),
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
});

/**
 * Writes many audit rows in the caller's transaction, a few statements for any number: an import of
 * thousands of records writes one row per record, as each record made alone would.
 */
export async function recordAudits(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  const rows = entries.map(auditRow);
  // Well under the 65,535 values a statement may carry.
  for (let start = 0; start < rows.length; start += AUDIT_ROWS_PER_STATEMENT) {
    await tx.insert(auditLog).values(rows.slice(start, start + AUDIT_ROWS_PER_STATEMENT));
  }
}

const AUDIT_ROWS_PER_STATEMENT = 1_000;

/**
 * The audit actor for a victim's own change: the signed-in person (profile id and e-mail), or,
 * when nobody is signed in, a sender whose address is not proven, so none is recorded as the actor
 * (D18: a report or application made for an address joins it only once its link is used).
 */
export function victimActor(signedIn: { userId: number; email: string } | null): AuditActor {
  return signedIn ? { type: 'victim', id: signedIn.userId, label: signedIn.email } : { type: 'victim', label: 'Not signed in' };
}

/** The audit actor for a signed-in staff member. */
export function staffActor(staff: { adminId: number; username: string; role: string }): AuditActor {
  return { type: 'admin', id: staff.adminId, label: staff.username, role: staff.role };
}

/** The audit actor for an integration's API key (issue 27): not a person, so it has no role. */
export function apiKeyActor(key: { id: number; name: string; prefix: string }): AuditActor {
  return { type: 'api_key', id: key.id, label: `${key.name} (${key.prefix})` };
}

/** Who makes a change and from where (D26): an operation that changes something takes it as `input.by`. */
export type Change = { actor: AuditActor; ip?: string };

/** The change a signed-in staff member makes through this request. */
export function staffChange(request: FastifyRequest): Change {
  return { actor: staffActor(staffOf(request)), ip: request.ip };
}

/** The change a victim makes through this request, signed in or not (see victimActor). */
export function victimChange(request: FastifyRequest): Change {
  return { actor: victimActor(request.victim), ip: request.ip };
}

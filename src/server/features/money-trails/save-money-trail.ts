import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { moneyTrailInputSchema, StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import type { Tx } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { INCIDENT_NOT_FOUND } from '../incidents/policy';
import { recordWatchNews } from '../incidents/watch-news';
import { presentStaffMoneyTrail } from './present-staff-money-trail';

type Input = z.output<typeof moneyTrailInputSchema>;
type Deps = Pick<Dependencies, 'db' | 'clock'>;

export const MONEY_TRAIL_NOT_FOUND = 'Money trail not found';

const columnsOf = (input: Input) => ({
  incidentId: input.incidentId,
  transactionType: input.transactionType,
  amount: input.amount,
  currency: input.currency,
  fromAccount: input.fromAccount ?? null,
  toAccount: input.toAccount,
  transactionDate: new Date(input.transactionDate),
  description: input.description ?? null,
  status: input.status,
  blockchainTx: input.blockchainTx ?? null,
});

/** What the audit keeps of a trail: everything staff typed, the amount in its currency's places. */
const audited = (row: typeof moneyTrails.$inferSelect) => {
  const { createdAt: _created, updatedAt: _updated, ...trail } = presentStaffMoneyTrail(row);
  return trail;
};

async function requireIncident(tx: Tx, incidentId: number) {
  const [incident] = await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.id, incidentId));
  if (!incident) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
}

export async function createMoneyTrail(deps: Deps, options: { input: Input; by: Change }): Promise<StaffMoneyTrail> {
  return deps.db.transaction(async (tx) => {
    await requireIncident(tx, options.input.incidentId);
    const [row] = await tx.insert(moneyTrails).values(columnsOf(options.input)).returning();
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'money_trail.created',
      entity: { type: 'money_trail', id: row!.id },
      after: audited(row!),
      ip: options.by.ip,
    });
    // "Notify me": an account staff recorded as where the money went is news for whoever watches it.
    await recordWatchNews(tx, { incidentId: row!.incidentId, now: deps.clock(), accountsOnly: true });
    return presentStaffMoneyTrail(row!);
  });
}

export async function updateMoneyTrail(deps: Deps, options: { id: number; input: Input; by: Change }): Promise<StaffMoneyTrail> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(moneyTrails).where(eq(moneyTrails.id, options.id)).for('update');
    if (!current) throw new AppError('MONEY_TRAIL_NOT_FOUND', MONEY_TRAIL_NOT_FOUND);
    await requireIncident(tx, options.input.incidentId);
    const [row] = await tx
      .update(moneyTrails)
      .set({ ...columnsOf(options.input), updatedAt: deps.clock() })
      .where(eq(moneyTrails.id, options.id))
      .returning();
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'money_trail.updated',
      entity: { type: 'money_trail', id: options.id },
      before: audited(current),
      after: audited(row!),
      ip: options.by.ip,
    });
    // A trail checked now, or moved to another case, may name a watched account (news once per case).
    await recordWatchNews(tx, { incidentId: row!.incidentId, now: deps.clock(), accountsOnly: true });
    return presentStaffMoneyTrail(row!);
  });
}

export async function deleteMoneyTrail(deps: Deps, options: { id: number; by: Change }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(moneyTrails).where(eq(moneyTrails.id, options.id)).returning();
    if (!removed) throw new AppError('MONEY_TRAIL_NOT_FOUND', MONEY_TRAIL_NOT_FOUND);
    await recordAudit(tx, {
      actor: options.by.actor,
      action: 'money_trail.deleted',
      entity: { type: 'money_trail', id: options.id },
      before: audited(removed),
      ip: options.by.ip,
    });
  });
}

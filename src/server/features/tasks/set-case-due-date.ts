import { eq } from 'drizzle-orm';
import { caseDueDates } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { recordAudit, type Change } from '../audit/record-audit';
import { assertDueInReach, lockCase } from './case-tasks-of';

/**
 * The day the case itself is due (issue 26), set or taken away by any staff member; its owner sees
 * it in My work. Audited on the case; setting the day it already has writes nothing.
 */
export async function setCaseDueDate(
  deps: Pick<Dependencies, 'db' | 'clock'>,
  input: { incidentId: number; dueOn: string | null; adminId: number; by: Change },
): Promise<{ dueOn: string | null }> {
  assertDueInReach(deps.clock, input.dueOn);
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const [current] = await tx.select({ dueOn: caseDueDates.dueOn }).from(caseDueDates).where(eq(caseDueDates.incidentId, input.incidentId));
    const before = current?.dueOn ?? null;
    if (before === input.dueOn) return { dueOn: before };
    if (input.dueOn === null) {
      await tx.delete(caseDueDates).where(eq(caseDueDates.incidentId, input.incidentId));
    } else {
      const values = { dueOn: input.dueOn, setBy: input.adminId, setAt: deps.clock() };
      await tx
        .insert(caseDueDates)
        .values({ incidentId: input.incidentId, ...values })
        .onConflictDoUpdate({ target: caseDueDates.incidentId, set: values });
    }
    await recordAudit(tx, {
      actor: input.by.actor,
      action: input.dueOn === null ? 'incident.due_cleared' : 'incident.due_set',
      entity: { type: 'fraud_incident', id: input.incidentId },
      before: { dueOn: before },
      after: { dueOn: input.dueOn },
      ip: input.by.ip,
    });
    return { dueOn: input.dueOn };
  });
}

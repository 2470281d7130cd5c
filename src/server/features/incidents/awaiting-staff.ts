import { sql } from 'drizzle-orm';
import type { AwaitingKind } from '@shared/incidents/response-clock';
import type { Tx } from '../../kernel/db/client';

// "Waiting on us" (issue 25): a case waits on staff from the moment its victim writes, uploads or
// requests a payout, until staff answer them (a message the victim reads) or decide on what they
// sent. Kept on the case, in the transaction of each of those changes, so the queue and its count
// read one partial index rather than every case's history. Written in plain SQL: it is not an
// edit of the case, so neither its updated_at nor its version moves. What they wait for picks the
// response target whose clock runs (issue 26); the first answer ever stops the first-reply clock.

/** The victim did something staff must look at; a case already waiting keeps its older time and kind. */
export async function markAwaitingStaff(tx: Tx, input: { incidentId: number; since: Date; kind: AwaitingKind }): Promise<void> {
  await tx.execute(
    sql`update fraud_incidents
        set awaiting_kind = case when awaiting_staff_since is null then ${input.kind} else awaiting_kind end,
            awaiting_staff_since = coalesce(awaiting_staff_since, ${input.since.toISOString()}::timestamptz)
        where id = ${input.incidentId}`,
  );
}

/** Staff answered the victim, or decided on what they sent: the case no longer waits on us. */
export async function markAnswered(tx: Tx, input: { incidentId: number; at: Date }): Promise<void> {
  const at = input.at.toISOString();
  await tx.execute(
    sql`update fraud_incidents
        set awaiting_staff_since = null, awaiting_kind = null, first_replied_at = coalesce(first_replied_at, ${at}::timestamptz)
        where id = ${input.incidentId} and (awaiting_staff_since is not null or first_replied_at is null)`,
  );
}

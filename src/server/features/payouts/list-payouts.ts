import { desc } from 'drizzle-orm';
import { payoutRequests } from '../../kernel/db/schema/index';
import { payoutsRequestedBy } from './policy';
import { presentPayout } from './present-payout';
import type { Dependencies } from '../../dependencies';

/** A victim's payout requests, newest first, account details masked. */
export async function listPayoutsOf(deps: Pick<Dependencies, 'db'>, input: { email: string }) {
  const { db } = deps;
  const { email } = input;
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(payoutsRequestedBy(email.toLowerCase()))
    .orderBy(desc(payoutRequests.requestDate));
  return rows.map(presentPayout);
}

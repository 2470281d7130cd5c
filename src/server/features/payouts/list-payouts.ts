import { desc } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { payoutRequests } from '../../kernel/db/schema/index';
import { payoutsRequestedBy } from './policy';
import { presentPayout } from './present-payout';

/** A victim's payout requests, newest first, account details masked. */
export async function listPayoutsOf(db: Db, email: string) {
  const rows = await db
    .select()
    .from(payoutRequests)
    .where(payoutsRequestedBy(email.toLowerCase()))
    .orderBy(desc(payoutRequests.requestDate));
  return rows.map(presentPayout);
}

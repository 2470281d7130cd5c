import { sql } from 'drizzle-orm';
import type { RecipientCounts } from '@shared/notifications/schema';
import { selectRows } from '../../kernel/db/select-rows';
import { bulkRecipientFilter, bulkScopeFilter, bulkScopeOf } from './recipients';
import { type StaffIdentity } from '../../kernel/plugins/access';
import type { Dependencies } from '../../dependencies';

/** The shortcut cards' counts, for the staff member asking: one pass over the accounts. */
export async function recipientCounts(deps: Pick<Dependencies, 'db'>, input: { staff: StaffIdentity }): Promise<RecipientCounts> {
  const { db } = deps;
  const { staff } = input;
  const ownCasesOf = await bulkScopeOf(db, staff);
  const [row] = await selectRows<{ all: number; verified: number; unverified: number; unsubscribed: number }>(
    db,
    sql`
      select count(*) filter (where ${bulkRecipientFilter('all', ownCasesOf)})::int as all,
             count(*) filter (where ${bulkRecipientFilter('verified', ownCasesOf)})::int as verified,
             count(*) filter (where ${bulkRecipientFilter('unverified', ownCasesOf)})::int as unverified,
             count(*) filter (where u.bulk_mail_unsubscribed_at is not null and ${bulkScopeFilter(ownCasesOf)})::int as unsubscribed
      from user_profiles u`,
  );
  return {
    all: Number(row?.all ?? 0),
    verified: Number(row?.verified ?? 0),
    unverified: Number(row?.unverified ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
    ownCasesOnly: ownCasesOf !== null,
  };
}

import { sql } from 'drizzle-orm';
import type { Config } from '../../kernel/config';
import type { Db, Tx } from '../../kernel/db/client';
import type { BulkMail } from '../../kernel/mail/outbox/deliver-outbox';
import { getNumberSetting } from '../settings/queries';
import { bulkMailComposer } from './compose-bulk-mail';

/**
 * Counts the settled mails of bulk operations into their progress, and completes an operation
 * whose every mail is settled once all its recipients are in the outbox.
 */
async function countIntoOperations(db: Db | Tx, settled: { operationId: number; failed: boolean }[]): Promise<void> {
  await db.execute(sql`
    with counted as (
      select (s->>'operationId')::int as id, count(*)::int as done, count(*) filter (where (s->>'failed')::boolean)::int as failed
      from jsonb_array_elements(${JSON.stringify(settled)}::jsonb) s
      group by 1
    )
    update bulk_operations b set
      processed_items = b.processed_items + c.done,
      failed_items = b.failed_items + c.failed,
      progress = case when b.total_items > 0 then least(100, ((b.processed_items + c.done) * 100) / b.total_items) else 100 end,
      status = case when b.status = 'running' and b.expanded_at is not null and b.processed_items + c.done >= b.total_items then 'completed' else b.status end,
      completed_at = case when b.status = 'running' and b.expanded_at is not null and b.processed_items + c.done >= b.total_items then now() else b.completed_at end
    from counted c
    where b.id = c.id`);
}

/** Bulk mail as the outbox worker needs it: written from its operation, paced by the setting, counted into its operation. */
export function bulkMail(config: Pick<Config, 'publicUrl' | 'sessionSecret'>): BulkMail {
  return {
    compose: bulkMailComposer(config),
    cancelledWhen: sql`exists (select 1 from bulk_operations b where b.id = o.bulk_operation_id and b.status = 'cancelled')`,
    // An erased recipient's row has no user any more; one who unsubscribed is not written to again.
    skippedWhen: sql`o.user_id is null or exists (select 1 from user_profiles u where u.id = o.user_id and u.bulk_mail_unsubscribed_at is not null)`,
    countSettled: countIntoOperations,
    perSecond: (db) => getNumberSetting(db, 'bulk_mail_per_second'),
  };
}

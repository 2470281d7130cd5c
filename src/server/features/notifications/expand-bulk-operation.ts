import { eq, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Dependencies } from '../../dependencies';
import { bulkOperations } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { queueNames, type JobRunner } from '../../kernel/jobs/job-runner';
import type { BulkParameters } from './bulk-parameters';
import { bulkRecipientFilter } from './recipients';

export type ExpandJob = { operationId: number };

type ExpandDependencies = Pick<Dependencies, 'db' | 'clock'> & { jobs: Pick<JobRunner, 'insert'> };

/** Recipients written to the outbox per transaction: small enough to keep each one short. */
export const EXPANSION_PAGE = 1000;

/**
 * Writes one outbox mail per recipient of a bulk operation, a page of accounts at a time in id
 * order, each page with its mail jobs and the operation's cursor in one transaction. Killed at any
 * point, it resumes from the last committed page; the key (operation, recipient) makes a page
 * written twice harmless. Nobody is mailed twice, and nobody is skipped.
 */
export async function expandBulkOperation(deps: ExpandDependencies, input: { operationId: number; pageSize?: number }): Promise<void> {
  const { operationId } = input;
  const pageSize = input.pageSize ?? EXPANSION_PAGE;
  for (;;) {
    const finished = await deps.db.transaction(async (tx) => {
      const [operation] = await tx.select().from(bulkOperations).where(eq(bulkOperations.id, operationId)).for('update');
      if (!operation || !['pending', 'running'].includes(operation.status) || operation.expandedAt) return true;
      if (operation.status === 'pending') {
        await tx.update(bulkOperations).set({ status: 'running', startedAt: deps.clock() }).where(eq(bulkOperations.id, operationId));
      }
      const parameters = operation.parameters as BulkParameters;
      const page = await selectRows<{ id: number }>(
        tx,
        sql`
          insert into mail_outbox (kind, recipient, subject, bulk_operation_id, user_id, dedupe_key)
          select 'bulk', u.email, ${parameters.subject}, ${operationId}, u.id, 'bulk:' || ${operationId} || ':' || u.id
          from user_profiles u
          where u.id > ${operation.expansionCursor} and ${bulkRecipientFilter(parameters.type, parameters.ownCasesOf)}
          order by u.id
          limit ${pageSize}
          on conflict (dedupe_key) do nothing
          returning id::int as id, user_id`,
      );
      // The cursor is the last account looked at, whether or not its mail was new.
      const [last] = await selectRows<{ last: number | null }>(
        tx,
        sql`
          select max(id)::int as last from (
            select u.id from user_profiles u
            where u.id > ${operation.expansionCursor} and ${bulkRecipientFilter(parameters.type, parameters.ownCasesOf)}
            order by u.id limit ${pageSize}) page`,
      );
      await deps.jobs.insert(
        tx,
        queueNames.bulkMail,
        page.map((row) => ({ data: { outboxId: Number(row.id) } })),
      );
      const cursor = last?.last ?? null;
      if (cursor === null) {
        // Every recipient is in the outbox: the total is what was written, and the operation is
        // complete now if the worker has already settled every mail.
        await tx.execute(sql`
          update bulk_operations b set
            expanded_at = now(),
            total_items = (select count(*) from mail_outbox o where o.bulk_operation_id = b.id),
            status = case when b.processed_items >= (select count(*) from mail_outbox o where o.bulk_operation_id = b.id) then 'completed' else b.status end,
            completed_at = case when b.processed_items >= (select count(*) from mail_outbox o where o.bulk_operation_id = b.id) then now() else b.completed_at end,
            progress = case when b.processed_items >= (select count(*) from mail_outbox o where o.bulk_operation_id = b.id) then 100 else b.progress end
          where b.id = ${operationId}`);
        return true;
      }
      await tx.update(bulkOperations).set({ expansionCursor: Number(cursor) }).where(eq(bulkOperations.id, operationId));
      return false;
    });
    if (finished) return;
  }
}

export function expandHandler(deps: ExpandDependencies) {
  return async (jobs: Job<ExpandJob>[]) => {
    for (const job of jobs) await expandBulkOperation(deps, { operationId: job.data.operationId });
  };
}

import { sql } from 'drizzle-orm';
import type { OutboxSummary } from '@shared/outbox/schema';
import { outboxStatuses, type OutboxStatus } from '@shared/outbox/status';
import { selectRows } from '../../kernel/db/select-rows';
import type { Dependencies } from '../../dependencies';

/** Masks the mailbox part of an address ('ma***@example.org'): the overview is not a list of victims. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
}

/**
 * The outbox in a few figures, each from the (status, created_at) or sent_at index: what waits,
 * what went in the last hour, what failed, and how long the oldest has waited.
 */
export async function outboxSummary(deps: Pick<Dependencies, 'db'>): Promise<OutboxSummary> {
  const { db } = deps;
  const [byState, counts, failures, waiting, retry] = await Promise.all([
    selectRows<{ status: OutboxStatus; n: number }>(db, sql`select status, count(*)::int as n from mail_outbox group by status`),
    selectRows<{ queued: number; sending: number; sent_last_hour: number; failed: number; oldest: string | Date | null }>(
      db,
      sql`
        select
          (select count(*) from mail_outbox where status = 'queued')::int as queued,
          (select count(*) from mail_outbox where status = 'sending')::int as sending,
          (select count(*) from mail_outbox where sent_at >= now() - interval '1 hour')::int as sent_last_hour,
          (select count(*) from mail_outbox where status = 'failed')::int as failed,
          (select min(created_at) from mail_outbox where status in ('queued', 'sending')) as oldest`,
    ),
    selectRows<{ id: number; kind: string; recipient: string; last_response: string | null; failed_at: string | Date }>(
      db,
      sql`select id::int as id, kind, recipient, last_response, failed_at from mail_outbox where status = 'failed' and failed_at is not null order by failed_at desc limit 5`,
    ),
    selectRows<{ last_response: string | null; created_at: string | Date }>(
      db,
      sql`select last_response, created_at from mail_outbox where status = 'queued' and attempts > 0 order by created_at desc limit 1`,
    ),
    selectRows<{ next: string | Date | null }>(
      db,
      sql`select min(start_after) as next from pgboss.job where name in ('mail', 'mail-bulk') and state = 'retry'`,
    ),
  ]);
  const row = counts[0]!;
  const states = new Map(byState.map((r) => [r.status, Number(r.n)]));
  return {
    byState: Object.fromEntries(outboxStatuses.map((status) => [status, states.get(status) ?? 0])) as OutboxSummary['byState'],
    queued: Number(row.queued),
    sending: Number(row.sending),
    sentLastHour: Number(row.sent_last_hour),
    failed: Number(row.failed),
    oldestWaitingAt: row.oldest ? new Date(row.oldest).toISOString() : null,
    waitingBecause: waiting[0] ? { response: waiting[0].last_response, at: new Date(waiting[0].created_at).toISOString() } : null,
    nextRetryAt: retry[0]?.next ? new Date(retry[0].next).toISOString() : null,
    recentFailures: failures.map((f) => ({
      id: Number(f.id),
      kind: f.kind,
      recipient: maskAddress(f.recipient),
      response: f.last_response,
      failedAt: new Date(f.failed_at).toISOString(),
    })),
  };
}

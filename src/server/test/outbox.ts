import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../kernel/db/select-rows';
import { queueNames } from '../kernel/jobs/job-runner';

const mailQueues = [queueNames.mail, queueNames.bulkMail];
const inMailQueues = sql.join(mailQueues.map((queue) => sql`${queue}`), sql`, `);

/**
 * Waits until the outbox has nothing waiting (the worker has sent, or given up on, every mail):
 * a test that checks what was, or was not, mailed asks after this.
 */
export async function outboxSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  wakeMailWorkers(app);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await selectRows<{ waiting: number }>(app.db, sql`select count(*)::int as waiting from mail_outbox where status in ('queued', 'sending')`);
    if (Number(row?.waiting ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`the outbox still has ${row?.waiting} mails waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Asks the mail workers to look at their queues now rather than at their next poll (up to a second away). */
export function wakeMailWorkers(app: FastifyInstance): void {
  for (const queue of mailQueues) app.jobs.wake(queue);
}

/**
 * The test's clock for mail retries: every mail job waiting out its back-off is due now, and the
 * workers are woken, as if the delay had passed. How many jobs it brought forward (0 when none waited).
 */
export async function passRetryDelays(app: FastifyInstance): Promise<number> {
  const moved = await selectRows<{ id: string }>(
    app.db,
    sql`update pgboss.job set start_after = now() where name in (${inMailQueues}) and state = 'retry' and start_after > now() returning id`,
  );
  wakeMailWorkers(app);
  return moved.length;
}

/** How many mail jobs could still run: waiting, waiting for a retry, or running. None means no mail can go out again. */
export async function mailJobsLeft(app: FastifyInstance): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    app.db,
    sql`select count(*)::int as n from pgboss.job where name in (${inMailQueues}) and state in ('created', 'retry', 'active')`,
  );
  return Number(row?.n ?? 0);
}

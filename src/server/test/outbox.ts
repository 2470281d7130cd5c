import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../kernel/db/select-rows';

/**
 * Waits until the outbox has nothing waiting (the worker has sent, or given up on, every mail):
 * a test that checks what was, or was not, mailed asks after this.
 */
export async function outboxSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await selectRows<{ waiting: number }>(app.db, sql`select count(*)::int as waiting from mail_outbox where status in ('queued', 'sending')`);
    if (Number(row?.waiting ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`the outbox still has ${row?.waiting} mails waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

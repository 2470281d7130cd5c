import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { queueNames, type JobRunner } from '../../jobs/job-runner';
import type { Mailer } from '../mailer';

const mailQueues = [queueNames.mail, queueNames.bulkMail];

/**
 * Mail that waits out a growing back-off after the mail server refused it (up to an hour between
 * tries) would still wait once the server is back: 390 mails took 115 s after an outage ended.
 * So while mail waits for a retry, the worker asks the mail server every `everyMs` whether it
 * takes a connection (no mail is sent, no retry spent); when it does, every waiting retry is
 * brought forward to now and the workers are woken.
 */
export function watchMailRecovery(deps: { db: Db; mailer: Mailer; jobs: JobRunner; log: Logger }, everyMs = 15_000): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void recoverWaitingMail(deps)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'could not check whether the mail server is back'))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Brings retries forward when the mail server answers again; how many it brought forward. */
export async function recoverWaitingMail(deps: { db: Db; mailer: Mailer; jobs: JobRunner; log: Logger }): Promise<number> {
  const [waiting] = await selectRows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from pgboss.job
        where name in (${sql.join(mailQueues.map((q) => sql`${q}`), sql`, `)}) and state = 'retry' and start_after > now()`,
  );
  if (!waiting?.n || !(await deps.mailer.verify())) return 0;
  const moved = await selectRows<{ id: string }>(
    deps.db,
    sql`update pgboss.job set start_after = now()
        where name in (${sql.join(mailQueues.map((q) => sql`${q}`), sql`, `)}) and state = 'retry' and start_after > now()
        returning id`,
  );
  if (moved.length > 0) {
    deps.log.info({ mails: moved.length }, 'the mail server answers again; waiting mail goes now');
    for (const queue of mailQueues) deps.jobs.wake(queue);
  }
  return moved.length;
}

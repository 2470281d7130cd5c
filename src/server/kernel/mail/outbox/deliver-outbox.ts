import { sql, type SQL } from 'drizzle-orm';
import type { JobResult, JobWithMetadata } from 'pg-boss';
import type { Logger } from 'pino';
import type { OutboxStatus } from '@shared/outbox/status';
import type { Config } from '../../config';
import { decryptField } from '../../crypto/field-cipher';
import type { Db, Tx } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import type { Mailer, MailMessage } from '../mailer';
import { NO_MAIL_SERVER } from '../mailer';
import { queueNames, type JobRunner } from '../../jobs/job-runner';
import { reserveBulkSlots } from './pacing';

export type OutboxJob = { outboxId: number };

/** A claimed outbox row, as the worker reads it. */
export type ClaimedMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  content: string | null;
  bulk_operation_id: number | null;
  user_id: number | null;
  status: OutboxStatus;
};

export type DeliveryDependencies = {
  db: Db;
  mailer: Mailer;
  /**
   * `jobs.mailClaimTimeoutSeconds`: how long a claim holds. A worker sends what it claimed within
   * seconds (the connection gives up after 30 s); a row still 'sending' after this was left by a
   * worker that died, and its job, handed on by pg-boss, may send it again with the same Message-ID.
   */
  config: Pick<Config, 'dataEncryptionKey' | 'publicUrl' | 'jobs'>;
  log: Pick<Logger, 'error' | 'warn' | 'info'>;
  /** What bulk mail needs beyond sending, handed in by the feature that owns it (features/notifications). */
  bulk: BulkMail;
  jobs: Pick<JobRunner, 'send'>;
};

/**
 * Bulk mail is written, paced and counted by its feature; the outbox only claims, sends and settles.
 * The conditions are SQL on the claimed row, aliased `o` (mail_outbox).
 */
export type BulkMail = {
  /** Writes the bulk mails of a batch (from their operation, per recipient). */
  compose: (db: Db, rows: ClaimedMail[]) => Promise<Map<number, MailMessage>>;
  /** A bulk mail settled 'cancelled' when claimed, not sent (its operation was cancelled). */
  cancelledWhen: SQL;
  /** A bulk mail settled 'skipped' when claimed, not sent (its recipient unsubscribed or is gone). */
  skippedWhen: SQL;
  /**
   * Counts settled bulk mails into their operations' progress, in the transaction that settles
   * them: a mail is counted exactly when its row is settled, whatever crash comes between.
   */
  countSettled: (tx: Db | Tx, settled: { operationId: number; failed: boolean }[]) => Promise<void>;
  /** Bulk mails per second (0: no pacing). */
  perSecond: (db: Db) => Promise<number>;
};

type Outcome = { id: number; status: 'sent' | 'queued' | 'failed'; response: string };

/** What the mail server's refusal means: 4xx and a lost connection pass; 5xx will not. */
export function isTemporaryFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code !== 'number' || code < 500;
}

function responseOf(error: unknown): string {
  const e = error as { response?: unknown; code?: unknown; message?: unknown } | null;
  if (typeof e?.response === 'string' && e.response) return e.response;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

/** The Message-ID that travels with every copy of one outbox mail: its idempotency key. */
export function outboxMessageId(id: number, publicUrl: string): string {
  return `<outbox-${id}@${new URL(publicUrl).hostname}>`;
}


/**
 * Claims the rows of a batch of jobs: only a row waiting in the queue (or left 'sending' by a
 * worker that died) is taken, under FOR UPDATE SKIP LOCKED, so one row is never in two workers'
 * hands. A bulk mail whose operation was cancelled, or whose
 * recipient unsubscribed or was erased, is settled here and not sent.
 */
async function claim(db: Db | Tx, ids: number[], claimTimeoutSeconds: number, bulk: BulkMail): Promise<ClaimedMail[]> {
  return selectRows<ClaimedMail>(
    db,
    sql`
      with candidates as (
        select id from mail_outbox
        where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          and (status = 'queued' or (status = 'sending' and claimed_at < now() - ${claimTimeoutSeconds} * interval '1 second'))
        for update skip locked
      )
      update mail_outbox o set
        status = case
          when o.kind = 'bulk' and (${bulk.cancelledWhen}) then 'cancelled'
          when o.kind = 'bulk' and (${bulk.skippedWhen}) then 'skipped'
          else 'sending'
        end,
        attempts = o.attempts + 1,
        claimed_at = now()
      from candidates c
      where o.id = c.id
      returning o.id::int as id, o.kind, o.recipient, o.subject, o.content, o.bulk_operation_id, o.user_id, o.status`,
  );
}

async function settle(db: Db | Tx, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.execute(sql`
    update mail_outbox o set
      status = v.status,
      last_response = v.response,
      sent_at = case when v.status = 'sent' then now() else o.sent_at end,
      failed_at = case when v.status = 'failed' then now() else o.failed_at end,
      -- Once the server has it (or never will), the body and its links are not kept.
      content = case when v.status = 'queued' then o.content else null end
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(id bigint, status text, response text)
    where o.id = v.id`);
}

/**
 * Settles each mail as soon as its send returns, so a crash can resend only the mails the mail
 * server took in the last moment (the same Message-ID again), not a whole batch waiting for its
 * slowest send. One transaction at a time, the rows and their bulk operations' counts together:
 * outcomes that arrive while one is written go in the next, so a fast mail server costs a
 * statement per group, not per mail.
 */
function settleAsTheyCome(deps: Pick<DeliveryDependencies, 'db' | 'bulk'>, operationOf: Map<number, number>) {
  let pending: Outcome[] = [];
  let writing: Promise<void> | null = null;
  const write = async () => {
    try {
      while (pending.length > 0) {
        const batch = pending;
        pending = [];
        const counted = batch
          .filter((outcome) => outcome.status !== 'queued' && operationOf.has(outcome.id))
          .map((outcome) => ({ operationId: operationOf.get(outcome.id)!, failed: outcome.status === 'failed' }));
        // A transaction only where there is a count to keep with the rows (bulk mail).
        if (counted.length === 0) await settle(deps.db, batch);
        else {
          await deps.db.transaction(async (tx) => {
            await settle(tx, batch);
            await deps.bulk.countSettled(tx, counted);
          });
        }
      }
    } finally {
      writing = null;
    }
  };
  return (outcome: Outcome): Promise<void> => {
    pending.push(outcome);
    writing ??= write();
    return writing;
  };
}

/**
 * The work handler of the mail queues. Each job names one outbox row; a batch is claimed, written,
 * sent side by side over the pooled connection, and each mail settled as its send returns. A refusal for now
 * (4xx, no connection) goes back to the queue and pg-boss retries it with a growing delay; a 5xx,
 * or the last retry, marks it failed with the server's own answer.
 */
export function outboxHandler(deps: DeliveryDependencies, options: { paced: boolean }) {
  return async (jobs: JobWithMetadata<OutboxJob>[]): Promise<JobResult[]> => {
    const jobsByRow = new Map<number, JobWithMetadata<OutboxJob>[]>();
    for (const job of jobs) jobsByRow.set(job.data.outboxId, [...(jobsByRow.get(job.data.outboxId) ?? []), job]);
    const ids = [...jobsByRow.keys()];
    // Paced, a batch goes in chunks of about a second's worth, each claimed just before it is sent,
    // so no claim waits long for its turn.
    const perSecond = options.paced ? await deps.bulk.perSecond(deps.db) : 0;
    const chunkSize = perSecond > 0 ? Math.max(1, Math.min(ids.length, Math.floor(perSecond))) : ids.length;
    const outcomes = new Map<number, Outcome>();
    // Rows another worker holds, with how many seconds until its claim runs out.
    const heldElsewhere = new Map<number, number>();
    for (let from = 0; from < ids.length; from += chunkSize) {
      await deliverChunk(deps, ids.slice(from, from + chunkSize), jobsByRow, { perSecond }, outcomes, heldElsewhere);
    }
    // A held row is looked at again when its holder's claim runs out (a worker that died holds it
    // until then), by a fresh job: failing this one would spend a retry and wait out a backoff.
    for (const [outboxId, seconds] of heldElsewhere) {
      await deps.jobs.send(deps.db, options.paced ? queueNames.bulkMail : queueNames.mail, { outboxId }, { startAfter: seconds });
    }
    return jobs.map((job) => {
      const id = job.data.outboxId;
      const outcome = outcomes.get(id);
      if (outcome?.status === 'queued') return { id: job.id, status: 'failed', output: { response: outcome.response } };
      if (heldElsewhere.has(id)) return { id: job.id, status: 'completed', output: { handedOn: 'held by another worker; looked at again when its claim runs out' } };
      return { id: job.id, status: 'completed', output: outcome ? { status: outcome.status, response: outcome.response } : undefined };
    });
  };
}

async function deliverChunk(
  deps: DeliveryDependencies,
  ids: number[],
  jobsByRow: Map<number, JobWithMetadata<OutboxJob>[]>,
  options: { perSecond: number },
  outcomes: Map<number, Outcome>,
  heldElsewhere: Map<number, number>,
): Promise<void> {
  const start = await reserveBulkSlots(deps.db, ids.length, options.perSecond);
  if (start && start.at > Date.now()) await sleep(start.at - Date.now());
  // A bulk mail settled at its claim (cancelled, skipped) is counted with the claim.
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claim(tx, ids, deps.config.jobs.mailClaimTimeoutSeconds, deps.bulk);
    const settledAtClaim = rows
      .filter((row) => row.kind === 'bulk' && row.bulk_operation_id !== null && (row.status === 'cancelled' || row.status === 'skipped'))
      .map((row) => ({ operationId: row.bulk_operation_id!, failed: false }));
    if (settledAtClaim.length > 0) await deps.bulk.countSettled(tx, settledAtClaim);
    return rows;
  });
  const claimedIds = new Set(claimed.map((row) => row.id));

  // A row not claimed is already settled (a job run again after its mail went), or is held by
  // another worker this instant: the first needs nothing, the second is looked at again later.
  const unclaimed = ids.filter((id) => !claimedIds.has(id));
  if (unclaimed.length > 0) {
    const timeout = deps.config.jobs.mailClaimTimeoutSeconds;
    const rows = await selectRows<{ id: number; status: OutboxStatus; claim_left: number | null }>(
      deps.db,
      sql`
        select id::int as id, status,
               ceil(extract(epoch from (claimed_at + ${timeout} * interval '1 second' - now())))::int as claim_left
        from mail_outbox where id in (select value::bigint from jsonb_array_elements_text(${JSON.stringify(unclaimed)}::jsonb))`,
    );
    for (const row of rows) {
      // 'queued' but unclaimed: locked by another claim this instant.
      if (row.status === 'queued') heldElsewhere.set(Number(row.id), 1);
      if (row.status === 'sending') heldElsewhere.set(Number(row.id), Math.max(1, Number(row.claim_left ?? 1)));
    }
  }

  const toSend = claimed.filter((row) => row.status === 'sending');
  const bulkMessages = toSend.some((row) => row.kind === 'bulk')
    ? await deps.bulk.compose(deps.db, toSend.filter((row) => row.kind === 'bulk'))
    : new Map<number, MailMessage>();

  const settled: Outcome[] = [];
  const operationOf = new Map(toSend.filter((row) => row.kind === 'bulk' && row.bulk_operation_id !== null).map((row) => [row.id, row.bulk_operation_id!]));
  const settleNow = settleAsTheyCome(deps, operationOf);
  const record = (outcome: Outcome) => {
    settled.push(outcome);
    return settleNow(outcome);
  };
  await Promise.all(
    toSend.map(async (row, index) => {
      const job = jobsByRow.get(row.id)![0]!;
      const lastTry = job.retryCount >= job.retryLimit;
      // Worked out in the try; written after it, so a failed write is not taken for a failed send.
      let outcome: Outcome;
      try {
        const message = row.kind === 'bulk' ? bulkMessages.get(row.id) : messageOf(deps, row);
        if (!message) {
          outcome = { id: row.id, status: 'failed', response: 'Not sent: the mail could not be written (its operation is gone)' };
        } else {
          if (start) {
            const at = start.at + index * start.intervalMs;
            if (at > Date.now()) await sleep(at - Date.now());
          }
          const receipt = await deps.mailer.send({ ...message, messageId: outboxMessageId(row.id, deps.config.publicUrl) });
          const response = receipt?.response ?? '';
          // No mail server at all is not a refusal to retry: nothing would change on its own.
          outcome = { id: row.id, status: response === NO_MAIL_SERVER ? 'failed' : 'sent', response };
        }
      } catch (error) {
        const response = responseOf(error);
        const retry = isTemporaryFailure(error) && !lastTry;
        if (!retry) deps.log.warn({ outboxId: row.id, kind: row.kind, response }, 'mail not sent');
        outcome = { id: row.id, status: retry ? 'queued' : 'failed', response };
      }
      await record(outcome);
    }),
  );
  for (const outcome of settled) outcomes.set(outcome.id, outcome);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function messageOf(deps: Pick<DeliveryDependencies, 'config'>, row: ClaimedMail): MailMessage | undefined {
  if (!row.content) return undefined;
  const body = JSON.parse(decryptField(deps.config.dataEncryptionKey, row.content)) as { text: string; html: string; headers?: Record<string, string> };
  return { to: row.recipient, subject: row.subject, text: body.text, html: body.html, ...(body.headers ? { headers: body.headers } : {}) };
}

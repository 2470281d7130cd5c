import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { Logger } from 'pino';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS, webhookHeaders } from '@shared/integrations/webhooks';
import type { Config } from '../config';
import { decryptField } from '../crypto/field-cipher';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import { queueNames, type JobRunner } from '../jobs/job-runner';
import { destinationRule, guardedLookup, RefusedDestination, staticUrlProblem, type DestinationRule } from './destination';
import { signatureHeader } from './signature';

export type WebhookJob = { deliveryId: number };

export type WebhookDeliveryDependencies = {
  db: Db;
  jobs: Pick<JobRunner, 'send'>;
  config: Pick<Config, 'dataEncryptionKey' | 'isProduction' | 'jobs'>;
  log: Pick<Logger, 'warn' | 'info'>;
  /** The time now, for the signature and the next try (a test may hold it). */
  clock: () => Date;
};

/** A claim older than this was left by a worker that died mid-try (a try takes at most 10 s). */
const CLAIM_TIMEOUT_SECONDS = 60;
/** The longest wait between two tries. */
const MAX_RETRY_DELAY_SECONDS = 12 * 3600;

/**
 * The wait before the next try after `attempts` tries failed: the first delay, then five times
 * longer each time (with the default 60 s: 1 min, 5 min, 25 min, about 2 h, about 10 h; six tries
 * in about 13 hours), never more than 12 hours.
 */
export function retryDelaySeconds(attempts: number, firstDelaySeconds: number): number {
  return Math.min(MAX_RETRY_DELAY_SECONDS, firstDelaySeconds * 5 ** Math.max(0, attempts - 1));
}

type Claimed = {
  id: number;
  event: string;
  event_id: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret_encrypted: string;
  active: boolean;
};

/** Takes the delivery for this worker, counting the try: only a pending one, and not while another worker holds it. */
async function claim(db: Db, id: number, now: Date): Promise<Claimed | null> {
  const [row] = await selectRows<Claimed>(
    db,
    sql`
      update webhook_deliveries d set claimed_at = ${now.toISOString()}::timestamptz, attempts = d.attempts + 1
      from webhook_endpoints e
      where d.id = ${id} and e.id = d.endpoint_id and d.status = 'pending'
        and (d.claimed_at is null or d.claimed_at < ${now.toISOString()}::timestamptz - ${CLAIM_TIMEOUT_SECONDS} * interval '1 second')
      returning d.id::int as id, d.event, d.event_id::text as event_id, d.payload, d.attempts, e.url, e.secret_encrypted, e.active`,
  );
  return row ?? null;
}

type Outcome = { ok: true; status: number } | { ok: false; status: number | null; error: string; final?: boolean };

/** One POST with a deadline for the whole exchange; redirects are not followed (a 3xx is a failed try). */
function post(url: URL, headers: Record<string, string>, body: string, rule: DestinationRule): Promise<Outcome> {
  return new Promise((resolve) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: guardedLookup(rule), agent: false });
    const deadline = setTimeout(() => {
      finish({ ok: false, status: null, error: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, WEBHOOK_TIMEOUT_MS);
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      // The answer's body is not read or kept: its status says all a delivery needs.
      response.destroy();
      if (status >= 200 && status < 300) finish({ ok: true, status });
      else finish({ ok: false, status, error: status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}` });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof RefusedDestination || error.name === 'RefusedDestination') finish({ ok: false, status: null, error: error.message, final: true });
      else finish({ ok: false, status: null, error: error.code && !error.message.includes(error.code) ? `${error.code}: ${error.message}` : error.message });
    });
    request.end(body);
  });
}

/** One try of one delivery: signed, sent, and written down; a failed try schedules the next, up to WEBHOOK_MAX_ATTEMPTS. */
export async function deliverWebhook(deps: WebhookDeliveryDependencies, deliveryId: number): Promise<'delivered' | 'retrying' | 'failed' | 'not claimed'> {
  const now = deps.clock();
  const row = await claim(deps.db, deliveryId, now);
  if (!row) return 'not claimed';
  const rule = destinationRule(deps.config);
  let outcome: Outcome;
  if (!row.active) {
    outcome = { ok: false, status: null, error: 'Not sent: the endpoint is paused', final: true };
  } else {
    const problem = staticUrlProblem(row.url, rule);
    if (problem) outcome = { ok: false, status: null, error: problem.english, final: true };
    else {
      const body = JSON.stringify(row.payload);
      const secret = decryptField(deps.config.dataEncryptionKey, row.secret_encrypted);
      const timestamp = Math.floor(now.getTime() / 1000);
      outcome = await post(
        new URL(row.url),
        {
          'content-type': 'application/json',
          'user-agent': 'Haven-Webhooks/1',
          [webhookHeaders.event]: row.event,
          [webhookHeaders.eventId]: row.event_id,
          [webhookHeaders.signature]: signatureHeader(secret, body, timestamp),
        },
        body,
        rule,
      );
    }
  }
  return settle(deps, row, outcome);
}

async function settle(deps: WebhookDeliveryDependencies, row: Claimed, outcome: Outcome): Promise<'delivered' | 'retrying' | 'failed'> {
  const now = deps.clock();
  if (outcome.ok) {
    await deps.db.execute(sql`
      update webhook_deliveries set status = 'delivered', response_status = ${outcome.status}, error = null,
        delivered_at = ${now.toISOString()}::timestamptz, next_attempt_at = null, claimed_at = null
      where id = ${row.id}`);
    return 'delivered';
  }
  const last = outcome.final === true || row.attempts >= WEBHOOK_MAX_ATTEMPTS;
  if (last) {
    deps.log.warn({ deliveryId: row.id, event: row.event, attempts: row.attempts, error: outcome.error }, 'webhook not delivered');
    await deps.db.execute(sql`
      update webhook_deliveries set status = 'failed', response_status = ${outcome.status}, error = ${outcome.error},
        next_attempt_at = null, claimed_at = null
      where id = ${row.id}`);
    return 'failed';
  }
  const wait = retryDelaySeconds(row.attempts, deps.config.jobs.webhookRetryDelaySeconds);
  const next = new Date(now.getTime() + wait * 1000);
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      update webhook_deliveries set response_status = ${outcome.status}, error = ${outcome.error},
        next_attempt_at = ${next.toISOString()}::timestamptz, claimed_at = null
      where id = ${row.id}`);
    await deps.jobs.send(tx, queueNames.webhooks, { deliveryId: row.id }, { startAfter: wait });
  });
  return 'retrying';
}

/** The work handler of the webhooks queue: each job names one delivery. */
export function webhookHandler(deps: WebhookDeliveryDependencies) {
  return async (jobs: Job<WebhookJob>[]): Promise<void> => {
    await Promise.all(jobs.map((job) => deliverWebhook(deps, job.data.deliveryId)));
  };
}

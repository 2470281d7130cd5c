import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { documents, fraudIncidents, reportRetention } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { UploadByteBudget } from '../../uploads/ingest-files';
import { getNumberSetting } from '../settings/queries';

// D18: anyone may report without an account, and a report waits, with its evidence, until the
// address it names confirms it. Without a bound, one client could fill the disk with files no one
// will ever confirm (issue 22 §2). The bound is counted from the database, so it holds across
// restarts and across servers: evidence of unconfirmed reports per client in a day, and in total.
// There is no bound per e-mail address: anyone can type a victim's address, and such a bound
// would let a stranger use up the victim's own room to report.

const MB = 1024 * 1024;
const GB = 1024 * MB;
export const CLIENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Retry-After for a client over its budget: the window is a day, but its oldest report may age out sooner. */
const CLIENT_RETRY_AFTER_SECONDS = 60 * 60;

export const CLIENT_BUDGET_MESSAGE =
  'You have attached a lot of files today to reports that are not confirmed yet, so we cannot take more files from you for now. ' +
  'Please confirm your earlier reports with the link we e-mailed, or send this report without files. Signed-in reports are not limited.';
export const TOTAL_BUDGET_MESSAGE =
  'We are holding many reports that are not confirmed yet and cannot take more files for them at the moment. ' +
  'Please send your report without files, or sign in and report from your account. Your files can be added once the report is confirmed.';

/**
 * The client's key: a keyed hash of its address, so the database never holds the address itself
 * and the key means nothing without the server's secret.
 */
export function reportClientKey(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`report-client:${ip}`).digest('hex').slice(0, 32);
}

export type EvidenceUsage = { byClient: number; total: number };
type Usage = EvidenceUsage;

async function usage(db: Db | Tx, clientKey: string | null, now: Date): Promise<Usage> {
  // Read from the reports the public form left unconfirmed (report_retention), not from every
  // incident: the sum stays as cheap as the number of waiting reports, however large the case list.
  const [total] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(reportRetention)
    .innerJoin(fraudIncidents, eq(reportRetention.incidentId, fraudIncidents.id))
    .innerJoin(documents, eq(documents.recoveryId, fraudIncidents.id))
    .where(isNull(fraudIncidents.confirmedAt));
  if (!clientKey) return { byClient: 0, total: Number(total!.bytes) };
  const [byClient] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(reportRetention)
    .innerJoin(fraudIncidents, eq(reportRetention.incidentId, fraudIncidents.id))
    .innerJoin(documents, eq(documents.recoveryId, fraudIncidents.id))
    .where(
      and(
        eq(reportRetention.clientKey, clientKey),
        gt(reportRetention.createdAt, new Date(now.getTime() - CLIENT_WINDOW_MS)),
        isNull(fraudIncidents.confirmedAt),
      ),
    );
  return { byClient: Number(byClient!.bytes), total: Number(total!.bytes) };
}

/** The two bounds, from the settings; read before a transaction (settings are not read inside one). */
export async function evidenceLimits(db: Db): Promise<Usage> {
  const [perClientMb, totalGb] = await Promise.all([
    getNumberSetting(db, 'unconfirmed_evidence_mb_per_client'),
    getNumberSetting(db, 'unconfirmed_evidence_total_gb'),
  ]);
  return { byClient: perClientMb * MB, total: totalGb * GB };
}

function refusalFor(remaining: Usage): () => AppError {
  return remaining.byClient <= remaining.total
    ? () => new AppError('RATE_LIMITED', CLIENT_BUDGET_MESSAGE, { headers: { 'retry-after': String(CLIENT_RETRY_AFTER_SECONDS) } })
    : () => new AppError('RATE_LIMITED', TOTAL_BUDGET_MESSAGE, { headers: { 'retry-after': String(CLIENT_RETRY_AFTER_SECONDS) } });
}

/**
 * How many bytes of evidence a report from this client may still bring, before its files are
 * read: the upload stops, and keeps nothing, as soon as it brings more.
 */
export async function unconfirmedEvidenceBudget(db: Db, clientKey: string | null, now: Date): Promise<UploadByteBudget> {
  const [limit, used] = await Promise.all([evidenceLimits(db), usage(db, clientKey, now)]);
  const remaining = { byClient: clientKey ? limit.byClient - used.byClient : Infinity, total: limit.total - used.total };
  return { remainingBytes: Math.max(0, Math.min(remaining.byClient, remaining.total)), refusal: refusalFor(remaining) };
}

/**
 * The same check inside the transaction that writes an unconfirmed report, under a lock per
 * client: two reports from one client at once are counted one after the other, so together they
 * cannot pass a budget each would pass alone. (The total has no lock: at worst it is passed by the
 * reports arriving in the same moment.)
 */
export async function assertWithinEvidenceBudget(tx: Tx, input: { clientKey: string | null; bytes: number; now: Date; limit: Usage }): Promise<void> {
  if (input.bytes === 0) return;
  if (input.clientKey) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-client:${input.clientKey}`}))`);
  const { limit } = input;
  const used = await usage(tx, input.clientKey, input.now);
  const remaining = { byClient: input.clientKey ? limit.byClient - used.byClient : Infinity, total: limit.total - used.total };
  if (input.bytes > Math.min(remaining.byClient, remaining.total)) throw refusalFor(remaining)();
}

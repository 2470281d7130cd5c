import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { documents, fraudIncidents, reportRetention } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { UploadByteBudget } from '../../kernel/uploads/ingest-files';
import { getNumberSetting } from '../settings/queries';

// D18: anyone may report without an account, and a report waits, with its evidence, until the
// address it names confirms it. Without a bound, one client could fill the disk with files no one
// will ever confirm (issue 22 §2). The bound is counted from the database, so it holds across
// restarts and across servers: the evidence a client sent without a signed-in owner in a day,
// confirmed since or not, and the evidence of all unconfirmed reports. Confirmed reports count for
// their sender too: they are never purged, and the sender can confirm from a mailbox of their own.
// A signed-in victim's own reports have a daily room per account instead. There is no bound per
// typed e-mail address: anyone can type a victim's address, and such a bound would let a stranger
// use up the victim's own room to report.

const MB = 1024 * 1024;
const GB = 1024 * MB;
export const CLIENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Retry-After for a client over its budget: the window is a day, but its oldest report may age out sooner. */
const CLIENT_RETRY_AFTER_SECONDS = 60 * 60;

// Each one literal, so the errors catalogue finds it (scripts/error-texts.ts).
export const CLIENT_BUDGET_MESSAGE =
  'You have attached a lot of files to reports today, so we cannot take more files from you for now. Please send this report without files, or try again tomorrow. If you have an account, reports made while signed in have room of their own.';
export const ACCOUNT_BUDGET_MESSAGE =
  'You have attached a lot of files to your reports today, so we cannot take more files for now. Please send this report without files, or try again tomorrow; your case worker can also ask you for the files.';
export const TOTAL_BUDGET_MESSAGE =
  'We are holding many reports that are not confirmed yet and cannot take more files for them at the moment. Please send your report without files, or sign in and report from your account. Your files can be added once the report is confirmed.';

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
  // Confirmed or not: a sender who confirms their own report from their own mailbox gets no room back.
  const [byClient] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(reportRetention)
    .innerJoin(fraudIncidents, eq(reportRetention.incidentId, fraudIncidents.id))
    .innerJoin(documents, eq(documents.recoveryId, fraudIncidents.id))
    .where(
      and(
        eq(reportRetention.clientKey, clientKey),
        gt(reportRetention.createdAt, new Date(now.getTime() - CLIENT_WINDOW_MS)),
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
export async function unconfirmedEvidenceBudget(deps: Pick<Dependencies, 'db' | 'clock'>, input: { clientKey: string | null }): Promise<UploadByteBudget> {
  const { db } = deps;
  const { clientKey } = input;
  const [limit, used] = await Promise.all([evidenceLimits(db), usage(db, clientKey, deps.clock())]);
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

/** The daily room of a signed-in victim's own reports (setting report_evidence_mb_per_account). */
export async function accountEvidenceLimit(db: Db): Promise<number> {
  return (await getNumberSetting(db, 'report_evidence_mb_per_account')) * MB;
}

/**
 * Evidence of the reports this account made while signed in, in the last 24 hours. Such a report
 * is confirmed at once and kept for good, so without this an account could store 100 MB a report,
 * report after report. By the address the reports name (lower-cased, as the index has it), which
 * for these reports is the account's own.
 */
async function accountUsage(db: Db | Tx, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(fraudIncidents)
    .innerJoin(documents, eq(documents.recoveryId, fraudIncidents.id))
    .where(
      and(
        sql`lower(${fraudIncidents.victimEmail}) = lower(${email})`,
        eq(fraudIncidents.confirmedVia, 'signed_in'),
        gt(fraudIncidents.createdAt, new Date(now.getTime() - CLIENT_WINDOW_MS)),
      ),
    );
  return Number(row!.bytes);
}

const accountRefusal = () => new AppError('RATE_LIMITED', ACCOUNT_BUDGET_MESSAGE, { headers: { 'retry-after': String(CLIENT_RETRY_AFTER_SECONDS) } });

/** Before the files of a signed-in report are read: the room left to the account today. */
export async function accountEvidenceBudget(deps: Pick<Dependencies, 'db' | 'clock'>, input: { email: string }): Promise<UploadByteBudget> {
  const { db } = deps;
  const [limit, used] = await Promise.all([accountEvidenceLimit(db), accountUsage(db, input.email, deps.clock())]);
  return { remainingBytes: Math.max(0, limit - used), refusal: accountRefusal };
}

/** The same inside the transaction that writes the report, under a lock per account (as per client above). */
export async function assertWithinAccountEvidenceBudget(tx: Tx, input: { email: string; bytes: number; now: Date; limitBytes: number }): Promise<void> {
  if (input.bytes === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-account:${input.email.toLowerCase()}`}))`);
  const used = await accountUsage(tx, input.email, input.now);
  if (input.bytes > input.limitBytes - used) throw accountRefusal();
}

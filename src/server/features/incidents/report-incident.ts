import { and, count, eq, sql } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import {
  reportIncidentSchema,
  SUBMISSION_KEY_FIELD,
  submissionKeySchema,
  type ReportIncidentFields,
  type ReportIncidentResponse,
} from '@shared/incidents/report-schema';
import { REPORT_CONFIRMATION_TTL_MS } from '@shared/limits';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { queueNames } from '../../kernel/jobs/job-runner';
import { queueWebhookEvent } from '../../kernel/webhooks/queue-webhook-event';
import { documents, fraudIncidents, platforms, reportRetention, reportSubmissions } from '../../kernel/db/schema/index';
import { isUniqueViolation } from '../../kernel/db/unique-violation';
import { AppError, schemaRefusal } from '../../kernel/errors';
import type { IngestedUpload } from '../../kernel/uploads/ingest-files';
import { recordAudit, type Change } from '../audit/record-audit';
import { issueEmailToken } from '../auth/email-tokens';
import { accountEvidenceLimit, assertWithinAccountEvidenceBudget, assertWithinEvidenceBudget, evidenceLimits } from './evidence-budget';
import { queueReportConfirmation, type ReportConfirmationDependencies } from './send-report-confirmation';
import { hasMailServer } from '../settings/mail-settings';
import { recordWatchNews } from './watch-news';
import type { Locale } from '@shared/i18n/locales';

export type ReportDependencies = Pick<Dependencies, 'db' | 'clock'> & ReportConfirmationDependencies;

/**
 * A victim's report: the platform (found by name whatever its case, or added to the directory),
 * the incident with status 'open', and a documents row per evidence file. All or nothing: the rows
 * are written in one transaction and, when anything fails, the stored files are removed too.
 *
 * D18: a report made while signed in as the address it names belongs to that account at once.
 * Any other report is kept unconfirmed, and the address gets a link to confirm it; until then it
 * reaches nobody but staff.
 *
 * Issue 24: a report sent again under its submission key (a retry after a dropped answer) answers
 * with the first report and keeps nothing new; a report whose sender has gone before it commits is
 * not kept, so the sender's retry files it once.
 */
export async function reportIncident(
  deps: ReportDependencies,
  input: {
    upload: IngestedUpload;
    /** The reporter's language (the page they reported from): the case's, for mail about it (D31). */
    locale?: Locale;
    /** The signed-in victim, if any: whether it is the owner's own report, whatever address it names. */
    signedIn: { userId: number; email: string } | null;
    /** Who made it (victimChange: the signed-in victim, or a sender not recorded by address, D18). */
    by: Change;
    /** Who sent it (reportClientKey), for the evidence budget of unconfirmed reports; null when unknown. */
    clientKey?: string | null;
    /** Aborted when the sender has gone (the connection closed before the answer). */
    signal?: AbortSignal;
  },
): Promise<ReportIncidentResponse & { repeated?: true }> {
  const { upload } = input;
  const clientKey = input.clientKey ?? null;
  let saved: { incidentId: number; confirmToken: string | null; report: ReportIncidentFields; mailed: { devUrl?: string } | null };
  let submissionKey: string | undefined;
  try {
    const parsed = reportIncidentSchema.safeParse(upload.fields);
    if (!parsed.success) throw schemaRefusal(parsed.error.issues[0]);
    const key = submissionKeySchema.safeParse(upload.fields[SUBMISSION_KEY_FIELD]);
    if (!key.success) throw schemaRefusal(key.error.issues[0]);
    submissionKey = key.data;
    const first = submissionKey ? await reportMadeUnder(deps, submissionKey) : null;
    if (first) {
      await upload.discard();
      return first;
    }
    const report = parsed.data;
    const byOwner = input.signedIn?.email.toLowerCase() === report.victimEmail;
    const evidenceBytes = upload.files.reduce((sum, file) => sum + file.sizeBytes, 0);
    const limit = byOwner ? null : await evidenceLimits(deps.db);
    const accountLimit = byOwner ? await accountEvidenceLimit(deps.db) : null;
    saved = await deps.db.transaction(async (tx) => {
      // An unconfirmed report's files count against its sender's budget and the total (D18); a
      // signed-in victim's own report, confirmed at once and kept, against the account's day.
      if (limit) await assertWithinEvidenceBudget(tx, { clientKey, bytes: evidenceBytes, now: deps.clock(), limit });
      if (accountLimit !== null) {
        await assertWithinAccountEvidenceBudget(tx, { email: report.victimEmail, bytes: evidenceBytes, now: deps.clock(), limitBytes: accountLimit });
      }
      const platformId = await findOrCreatePlatform(tx, report);
      const [incident] = await tx
        .insert(fraudIncidents)
        .values({
          platformId,
          victimEmail: report.victimEmail,
          incidentDate: report.incidentDate,
          lossAmount: report.lossAmount,
          currency: report.currency,
          locale: input.locale ?? null,
          status: 'open',
          fraudType: report.fraudType,
          description: report.description,
          websiteUrl: report.websiteUrl || null,
          ...(byOwner ? { confirmedAt: deps.clock(), confirmedVia: 'signed_in' as const } : {}),
        })
        .returning({ id: fraudIncidents.id });
      if (!incident) throw new Error('The incident insert returned no row');
      // Two copies of one submission at once: the key's primary key lets one in; the other's
      // transaction fails here and answers with the one that got in (below).
      if (submissionKey) await tx.insert(reportSubmissions).values({ key: submissionKey, incidentId: incident.id });
      if (!byOwner) await tx.insert(reportRetention).values({ incidentId: incident.id, clientKey });
      if (upload.files.length > 0) {
        await tx.insert(documents).values(
          upload.files.map((file) => ({
            ...file,
            userEmail: report.victimEmail,
            category: 'evidence' as const,
            status: 'pending' as const,
            recoveryId: incident.id,
          })),
        );
      }
      // The link is issued with the report, so no unconfirmed report is left without one.
      const confirmToken = byOwner
        ? null
        : await issueEmailToken(tx, {
            email: report.victimEmail,
            purpose: 'confirm_report',
            incidentId: incident.id,
            ttlMs: REPORT_CONFIRMATION_TTL_MS,
          });
      const mailed = confirmToken
        ? await queueReportConfirmation({ db: tx, jobs: deps.jobs, config: deps.config }, { email: report.victimEmail, token: confirmToken, caseReference: formatCaseReference(incident.id), incidentId: incident.id, locale: input.locale })
        : null;
      // What the report says stays in its rows; the audit row says only that it came, and how.
      await recordAudit(tx, {
        actor: input.by.actor,
        action: 'incident.reported',
        entity: { type: 'fraud_incident', id: incident.id },
        after: { confirmed: byOwner, evidenceFiles: upload.files.length },
        ip: input.by.ip,
      });
      // A signed-in victim's own report is confirmed at once: news for whoever asked about its platform or site.
      if (byOwner) await recordWatchNews(tx, { incidentId: incident.id, now: deps.clock() });
      // A new report may meet an alert rule (a platform reported again, a large loss): checked now.
      await deps.jobs.send(tx, queueNames.alertsCheck, {});
      // Issue 27: integrations hear of it in the same transaction: the reference, never what it says.
      await queueWebhookEvent(deps, tx, {
        event: 'case.created',
        data: { caseId: incident.id, caseReference: formatCaseReference(incident.id), status: 'open', confirmed: byOwner, source: 'report' },
        occurredAt: deps.clock(),
      });
      // The last moment to notice that nobody waits for the answer: a sender who gave up retries,
      // and keeping this one too would file the report twice.
      if (input.signal?.aborted) throw new AppError('CLIENT_GONE', 'The sender went away before the report was saved; nothing was kept');
      return { incidentId: incident.id, confirmToken, report, mailed };
    });
  } catch (error) {
    await upload.discard();
    const first = submissionKey && isUniqueViolation(error) ? await reportMadeUnder(deps, submissionKey) : null;
    if (first) return first;
    throw error;
  }
  // Only now that the rows are in do the files move from staging to the keys they name.
  await upload.commit();

  const caseReference = formatCaseReference(saved.incidentId);
  const base = { incident: { id: saved.incidentId, caseReference }, documentsCount: upload.files.length };
  if (!saved.confirmToken) return { ...base, confirmation: 'confirmed' };
  return {
    ...base,
    confirmation: await unconfirmedState(deps),
    ...(saved.mailed?.devUrl ? { confirmationUrl: saved.mailed.devUrl } : {}),
  };
}

/**
 * What the visitor is told about the link for a report still to be confirmed: that it was e-mailed
 * only when a mail server is set (Settings or SMTP_URL). Without one the outbox keeps the mail but
 * nothing leaves, and "check your e-mail" would send them looking for a message that never comes.
 */
async function unconfirmedState(deps: Pick<ReportDependencies, 'db' | 'config'>): Promise<'email_sent' | 'not_sent'> {
  return (await hasMailServer(deps.db, deps.config)) ? 'email_sent' : 'not_sent';
}

/** The answer the first report made under `key` got, or null when none was. */
async function reportMadeUnder(deps: Pick<ReportDependencies, 'db' | 'config'>, key: string): Promise<(ReportIncidentResponse & { repeated: true }) | null> {
  const { db } = deps;
  const [first] = await db
    .select({ id: fraudIncidents.id, confirmedAt: fraudIncidents.confirmedAt })
    .from(reportSubmissions)
    .innerJoin(fraudIncidents, eq(fraudIncidents.id, reportSubmissions.incidentId))
    .where(eq(reportSubmissions.key, key));
  if (!first) return null;
  const [files] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.recoveryId, first.id), eq(documents.category, 'evidence')));
  return {
    incident: { id: first.id, caseReference: formatCaseReference(first.id) },
    documentsCount: Number(files?.n ?? 0),
    confirmation: first.confirmedAt ? 'confirmed' : await unconfirmedState(deps),
    repeated: true,
  };
}

async function findOrCreatePlatform(tx: Tx, report: ReportIncidentFields): Promise<number> {
  const byName = () =>
    tx
      .select({ id: platforms.id })
      .from(platforms)
      .where(sql`lower(${platforms.name}) = lower(${report.platformName})`)
      .limit(1);

  const [existing] = await byName();
  if (existing) return existing.id;

  // Two reports naming a new platform at once: the unique index on lower(name) lets one insert
  // win and the other finds that row.
  const [created] = await tx
    .insert(platforms)
    .values({ name: report.platformName, website: report.websiteUrl || null })
    .onConflictDoNothing()
    .returning({ id: platforms.id });
  if (created) return created.id;
  const [raced] = await byName();
  if (!raced) throw new Error('The platform could be neither found nor created');
  return raced.id;
}

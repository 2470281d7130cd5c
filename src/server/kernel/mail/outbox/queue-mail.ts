import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { encryptField } from '../../crypto/field-cipher';
import { queueNames, type JobRunner } from '../../jobs/job-runner';
import type { MailMessage } from '../mailer';

/**
 * What a mail is about, for the overview and the logs. Everything but 'bulk' is mail about a
 * person's own case or account (or to staff), which unsubscribing never stops (D19).
 */
export type MailKind =
  | 'verification'
  | 'search_link'
  | 'report_confirmation'
  | 'case_changed'
  | 'case_message'
  | 'case_reply'
  | 'payout_decision'
  | 'application_received'
  | 'application_decision'
  | 'account_created'
  | 'password_changed'
  | 'password_reset'
  | 'email_changed'
  | 'staff_password'
  | 'alert'
  | 'case_assigned'
  | 'mention'
  // "Notify me" (issue 27): the link that confirms a visitor's request, and the daily news digest,
  // which the person asked for and stops in one click (List-Unsubscribe), apart from bulk mail.
  | 'watch_confirmation'
  | 'watch_news'
  | 'bulk';

export type OutboxDependencies = { jobs: Pick<JobRunner, 'send'>; config: Pick<Config, 'dataEncryptionKey'> };

const inTransaction = (executor: Db | Tx): executor is Tx => 'rollback' in executor;

/**
 * Puts one e-mail in the outbox, with the caller's transaction: it goes out only if the change that
 * caused it commits, and then surely (the worker retries until the server takes it). Given the
 * database rather than a transaction, the row and its job are written in one of their own.
 */
export async function queueMail(
  deps: OutboxDependencies,
  executor: Db | Tx,
  kind: Exclude<MailKind, 'bulk'>,
  mail: Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'headers'>,
  /** `incidentId`: the case a mail to a victim is about, so the case page can list it (subject and state). */
  options: { dedupeKey?: string; startAfterSeconds?: number; incidentId?: number } = {},
): Promise<void> {
  if (!inTransaction(executor)) {
    await executor.transaction((tx) => queueMail(deps, tx, kind, mail, options));
    return;
  }
  // The bodies carry sign-in and verification links, so they are kept encrypted, and erased once sent.
  // Headers (a digest's List-Unsubscribe with its signed link) travel with the body.
  const content = encryptField(deps.config.dataEncryptionKey, JSON.stringify({ text: mail.text, html: mail.html, ...(mail.headers ? { headers: mail.headers } : {}) }));
  const [row] = await executor
    .insert(mailOutbox)
    .values({ kind, recipient: mail.to, subject: mail.subject, content, dedupeKey: options.dedupeKey ?? null, incidentId: options.incidentId ?? null })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  // Already queued under this key (an alert for the same record): nothing more to do.
  if (!row) return;
  await deps.jobs.send(executor, queueNames.mail, { outboxId: row.id }, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
}

import type { Config } from '../../kernel/config';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { reportConfirmationMail } from './report-confirmation-mail';
import { getPlatformName } from '../settings/queries';
import { victimMailLocale } from '../settings/locale';

export type ReportConfirmationDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey' | 'smtpUrl'>;
};

export function reportConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-report?token=${encodeURIComponent(token)}`;
}

/**
 * Puts the mail with the link that confirms a report as the address owner's (D18) in the outbox,
 * in the report's own transaction (deps.db): the report and its mail are stored together, and the
 * worker keeps trying until the mail server takes it. D13: the link comes back to the caller only
 * in development with no SMTP server.
 */
export async function queueReportConfirmation(
  deps: Omit<ReportConfirmationDependencies, 'db' | 'log'> & { db: Tx },
  input: { email: string; token: string; caseReference: string; incidentId?: number; locale?: string | null },
): Promise<{ devUrl?: string }> {
  const { db: tx } = deps;
  const url = reportConfirmationLink(deps.config.publicUrl, input.token);
  const platformName = await getPlatformName(tx);
  const locale = await victimMailLocale(tx, input.email, input.locale);
  await queueMail(deps, tx, 'report_confirmation', { to: input.email, ...reportConfirmationMail({ locale, platformName, url, caseReference: input.caseReference }) }, { incidentId: input.incidentId });
  return deps.config.exposeDevLinks ? { devUrl: url } : {};
}

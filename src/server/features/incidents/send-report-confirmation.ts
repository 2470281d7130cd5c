import type { Config } from '../../config';
import type { Dependencies } from '../../dependencies';
import { reportConfirmationMail } from '../../mail/templates/report-confirmation';
import { getSettingValue } from '../settings/queries';

export type ReportConfirmationDependencies = Pick<Dependencies, 'db' | 'mailer' | 'log'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks'>;
};

export function reportConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-report?token=${encodeURIComponent(token)}`;
}

/**
 * Mails the link that confirms a report as the address owner's (D18). A failed mail is logged and
 * reported back, never thrown: the report itself is already safely stored. D13: the link comes
 * back to the caller only in development with no SMTP server.
 */
export async function sendReportConfirmation(
  deps: ReportConfirmationDependencies,
  input: { email: string; token: string; caseReference: string },
): Promise<{ ok: boolean; devUrl?: string }> {
  const url = reportConfirmationLink(deps.config.publicUrl, input.token);
  const devUrl = deps.config.exposeDevLinks ? url : undefined;
  try {
    const platformName = (await getSettingValue(deps.db, 'platform_name')) ?? 'Haven';
    await deps.mailer.send({ to: input.email, ...reportConfirmationMail({ platformName, url, caseReference: input.caseReference }) });
    return { ok: true, devUrl };
  } catch (error) {
    deps.log.error({ err: error }, 'report confirmation e-mail could not be sent');
    return { ok: false, devUrl };
  }
}

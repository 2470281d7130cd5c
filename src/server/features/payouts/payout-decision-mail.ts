import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** D19: that a decision was made, not the decision itself. */
export function payoutDecisionMail(options: { locale: string; platformName: string; incidentId: number; paid: boolean; caseUrl: string }) {
  const i18n = textsFor(options.locale);
  const reference = formatCaseReference(options.incidentId);
  const subject = options.paid
    ? i18n._({ id: 'mail.payout-decision.paid.subject', message: 'Your payout on case {reference} was sent', values: { reference } })
    : i18n._({ id: 'mail.payout-decision.decided.subject', message: 'A decision on your payout request for case {reference}', values: { reference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [
        i18n._({ id: 'mail.payout-decision.body', message: 'The case team has updated your payout request on case {reference}. Sign in to see the decision.', values: { reference } }),
      ],
      action: { label: i18n._({ id: 'mail.payout-decision.action', message: 'See your case' }), url: options.caseUrl },
    }),
  };
}

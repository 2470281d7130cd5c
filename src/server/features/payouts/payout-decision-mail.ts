import { formatCaseReference } from '@shared/format/case-reference';
import { renderMail } from '../../kernel/mail/render';

/** D19: that a decision was made, not the decision itself. */
export function payoutDecisionMail(options: { platformName: string; incidentId: number; paid: boolean; caseUrl: string }) {
  const reference = formatCaseReference(options.incidentId);
  const subject = options.paid ? `Your payout on case ${reference} was sent` : `A decision on your payout request for case ${reference}`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`The case team has updated your payout request on case ${reference}. Sign in to see the decision.`],
      action: { label: 'See your case', url: options.caseUrl },
    }),
  };
}

import { renderMail } from '../../kernel/mail/render';

/**
 * D18, D19: asks the owner of an address to confirm a report made with it. It names the case
 * reference only: what was reported stays behind the link, since the mailbox may be read by others.
 */
export function reportConfirmationMail(options: { platformName: string; url: string; caseReference: string }) {
  return {
    subject: `Please confirm your report ${options.caseReference}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'Did you report a fraud incident?',
      paragraphs: [
        `A fraud incident was reported on our platform with this e-mail address (case reference ${options.caseReference}).`,
        'If you made this report, open the link below to confirm it. Only then will it appear when you search your address and on your dashboard.',
        'If you did not make this report, you can ignore this message: it will not be added to anything linked to your address.',
      ],
      action: { label: 'Confirm my report', url: options.url },
      afterAction: ['The link works once and expires after 7 days.'],
    }),
  };
}

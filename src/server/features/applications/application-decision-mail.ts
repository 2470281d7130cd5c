import { renderMail } from '../../kernel/mail/render';

/**
 * D19: says only that application RA-… has a decision and where to read it; never the decision's
 * reasons, notes or amounts (mailboxes are read on shared devices, sometimes by the scammer).
 */
export function applicationDecisionMail(options: { platformName: string; reference: string; dashboardUrl: string }) {
  return {
    subject: `A decision was made on your application ${options.reference}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'A decision was made on your application',
      paragraphs: [
        `Our team has made a decision on your recovery application ${options.reference}.`,
        'Sign in to your dashboard to read it.',
      ],
      action: { label: 'Sign in to your dashboard', url: options.dashboardUrl },
    }),
  };
}

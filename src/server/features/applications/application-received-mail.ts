import { renderMail } from '../../kernel/mail/render';

export function applicationReceivedMail(options: { platformName: string; reference: string; caseUrl: string }) {
  return {
    subject: `We received your application ${options.reference}`,
    ...renderMail({
      platformName: options.platformName,
      heading: 'We received your application',
      paragraphs: [
        `Your application reference is ${options.reference}. A member of our team will review it and aims to contact you within 48 hours.`,
        'We cannot promise that money will be recovered, and our help is free. In the meantime, contact your bank or payment provider, report the fraud to the official agency of your country, and keep all evidence.',
      ],
      action: { label: 'Open your dashboard', url: options.caseUrl },
    }),
  };
}

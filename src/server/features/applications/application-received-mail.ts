import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

export function applicationReceivedMail(options: { locale: string; platformName: string; reference: string; caseUrl: string }) {
  const i18n = textsFor(options.locale);
  const { reference } = options;
  return {
    subject: i18n._({ id: 'mail.application-received.subject', message: 'We received your application {reference}', values: { reference } }),
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: i18n._({ id: 'mail.application-received.heading', message: 'We received your application' }),
      paragraphs: [
        i18n._({
          id: 'mail.application-received.body',
          message: 'Your application reference is {reference}. A member of our team will review it and aims to contact you within 48 hours.',
          values: { reference },
        }),
        i18n._({
          id: 'mail.application-received.meanwhile',
          message:
            'We cannot promise that money will be recovered, and our help is free. In the meantime, contact your bank or payment provider, report the fraud to the official agency of your country, and keep all evidence.',
        }),
      ],
      action: { label: i18n._({ id: 'mail.application-received.action', message: 'Open your dashboard' }), url: options.caseUrl },
    }),
  };
}

import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/**
 * To the OLD address when staff give a case another victim address (D17, D19): that it happened
 * and whom to ask, never the new address or anything of the case, since the old mailbox may be
 * the real victim's or no longer theirs.
 */
export function caseEmailChangedMail(options: { locale: string; platformName: string; caseReference: string; siteUrl: string }) {
  const i18n = textsFor(options.locale);
  const { caseReference } = options;
  const subject = i18n._({ id: 'mail.case-email-changed.subject', message: 'The e-mail address of case {caseReference} was changed', values: { caseReference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      siteUrl: options.siteUrl,
      heading: subject,
      paragraphs: [
        i18n._({
          id: 'mail.case-email-changed.body',
          message:
            'A member of our staff changed the e-mail address that case {caseReference} belongs to. Messages and updates about the case now go to the new address, not to this one.',
          values: { caseReference },
        }),
        i18n._({ id: 'mail.case-email-changed.not-asked', message: 'If you did not ask for this, reply to this message or contact us at once.' }),
      ],
    }),
  };
}

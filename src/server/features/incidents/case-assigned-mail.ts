import { renderMail } from '../../kernel/mail/render';
import { textsFor } from '../../kernel/texts/texts';

/** To a staff member given a case: which one and who gave it; the case itself stays behind the staff sign-in. */
export function caseAssignedMail(options: { locale: string; platformName: string; caseReference: string; givenBy: string; caseUrl: string }) {
  const i18n = textsFor(options.locale);
  const { caseReference, givenBy } = options;
  const subject = i18n._({ id: 'mail.case-assigned.subject', message: '{caseReference} is now yours', values: { caseReference } });
  return {
    subject,
    ...renderMail({
      locale: options.locale,
      platformName: options.platformName,
      heading: subject,
      paragraphs: [
        i18n._({ id: 'mail.case-assigned.body', message: '{givenBy} gave you case {caseReference}.', values: { givenBy, caseReference } }),
        i18n._({ id: 'mail.staff.sign-in-to-see-it', message: 'Sign in to the staff side to see it.' }),
      ],
      action: { label: i18n._({ id: 'mail.case-assigned.action', message: 'Open the case' }), url: options.caseUrl },
    }),
  };
}

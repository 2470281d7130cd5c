import { renderMail } from '../../kernel/mail/render';

/** To a staff member given a case: which one and who gave it; the case itself stays behind the staff sign-in. */
export function caseAssignedMail(options: { platformName: string; caseReference: string; givenBy: string; caseUrl: string }) {
  const subject = `${options.caseReference} is now yours`;
  return {
    subject,
    ...renderMail({
      platformName: options.platformName,
      heading: subject,
      paragraphs: [`${options.givenBy} gave you case ${options.caseReference}.`, 'Sign in to the staff side to see it.'],
      action: { label: 'Open the case', url: options.caseUrl },
    }),
  };
}

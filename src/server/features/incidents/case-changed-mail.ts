import { renderMail } from '../../kernel/mail/render';

/**
 * D19: tells a victim their case changed. It names the reference and the link only: no status,
 * amount, description or name, since whoever reads the inbox may not be the victim.
 */
export function caseChangedMail(options: { platformName: string; caseReference: string; url: string }) {
  return {
    subject: `Your case ${options.caseReference} was updated`,
    ...renderMail({
      platformName: options.platformName,
      heading: `Your case ${options.caseReference} was updated`,
      paragraphs: [`There is an update on your case ${options.caseReference}. Sign in to see it.`],
      action: { label: 'View your case', url: options.url },
    }),
  };
}

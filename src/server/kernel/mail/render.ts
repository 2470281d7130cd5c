import { directionOf } from '@shared/i18n/locales';
import { IS_THIS_REALLY_US_PATH } from '@shared/impersonation/paths';
import { textsFor, type Texts } from '../texts/texts';
import { scamNotice } from './scam-notice';

export type MailContent = {
  /** The recipient's language (D31): the mail's own lines and its `lang` follow it. */
  locale: string;
  platformName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, e.g. how long a link stays valid. */
  afterAction?: string[];
  /** Bulk mail only: the page that stops it, named at the foot of every copy (D19). */
  unsubscribeUrl?: string;
  /**
   * The public site, for the "Is this really us?" line (issue 27). A mail with an action or an
   * unsubscribe link is on that site already, so only a mail with neither must say it.
   */
  siteUrl?: string;
} & ({ action: { label: string; url: string } } | { unsubscribeUrl: string } | { siteUrl: string });

/** Where a reader checks that whoever contacted them "from" us is really us: linked from every mail. */
function checkLine(i18n: Texts, content: MailContent): { text: string; url: string } {
  const site = content.siteUrl ?? content.action?.url ?? content.unsubscribeUrl!;
  return {
    text: i18n._({
      id: 'mail.footer.check-line',
      message: 'Did someone contact you saying they are from {platformName}? Check whether it is really us:',
      values: { platformName: content.platformName },
    }),
    url: new URL(IS_THIS_REALLY_US_PATH, site).toString(),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Every e-mail has an HTML and a plain-text body and ends with the recovery-scam notice (D6). */
export function renderMail(content: MailContent): { html: string; text: string } {
  const i18n = textsFor(content.locale);
  const check = checkLine(i18n, content);
  const notice = scamNotice(i18n);
  const unsubscribeLine = i18n._({
    id: 'mail.footer.unsubscribe-line',
    message: 'To stop these e-mails, unsubscribe here (mail about your own case will still reach you):',
  });
  const unsubscribe = i18n._({ id: 'mail.footer.unsubscribe', message: 'Unsubscribe' });
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.afterAction ?? []).flatMap((p) => [p, '']),
    ...(content.unsubscribeUrl ? [`${unsubscribeLine} ${content.unsubscribeUrl}`, ''] : []),
    '--',
    notice,
    `${check.text} ${check.url}`,
    '',
    content.platformName,
  ].join('\n');

  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1a2230">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="${i18n.locale}" dir="${directionOf(i18n.locale)}"><body style="margin:0;padding:24px;background:#f7f8fa;font-family:Segoe UI,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#fff;border:1px solid #d5dbe3;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-size:18px;font-weight:600;color:#1e3a5f">${escapeHtml(content.platformName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#1a2230">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1e3a5f;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;font-size:16px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5565;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : ''
}
${(content.afterAction ?? []).map(p).join('\n')}
${
  content.unsubscribeUrl
    ? `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#4b5565">${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#1e3a5f">${escapeHtml(unsubscribe)}</a></p>`
    : ''
}
<hr style="border:none;border-top:1px solid #d5dbe3;margin:24px 0">
<p style="margin:0 0 12px;font-size:14px;line-height:1.5;color:#8a5a00">${escapeHtml(notice)}</p>
<p style="margin:0;font-size:14px;line-height:1.5;color:#4b5565">${escapeHtml(check.text)} <a href="${escapeHtml(check.url)}" style="color:#1e3a5f">${escapeHtml(check.url)}</a></p>
</div></body></html>`;
  return { html, text };
}

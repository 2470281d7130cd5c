import { SCAM_NOTICE } from './scam-notice';

export type MailContent = {
  platformName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, e.g. how long a link stays valid. */
  afterAction?: string[];
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Every e-mail has an HTML and a plain-text body and ends with the recovery-scam notice (D6). */
export function renderMail(content: MailContent): { html: string; text: string } {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.afterAction ?? []).flatMap((p) => [p, '']),
    '--',
    SCAM_NOTICE,
    '',
    content.platformName,
  ].join('\n');

  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1a2230">${escapeHtml(t)}</p>`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f7f8fa;font-family:Segoe UI,Arial,sans-serif">
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
<hr style="border:none;border-top:1px solid #d5dbe3;margin:24px 0">
<p style="margin:0;font-size:14px;line-height:1.5;color:#8a5a00">${escapeHtml(SCAM_NOTICE)}</p>
</div></body></html>`;
  return { html, text };
}

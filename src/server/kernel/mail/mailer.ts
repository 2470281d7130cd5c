import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row's key ('<outbox-12@haven.example.org>'): a mail sent again after a crash keeps it. */
  messageId?: string;
  headers?: Record<string, string>;
};

/** What the mail server said when it took a message, word for word ('250 2.0.0 Ok: queued as …'). */
export type MailReceipt = { response: string };

export type Mailer = {
  /** 'development' means no SMTP server: mail is logged, not delivered (DECISIONS D13). */
  mode: 'smtp' | 'development';
  send: (message: MailMessage) => Promise<MailReceipt | void>;
  /** Whether the mail server takes a connection (and the sign-in) now, without sending anything. */
  verify: () => Promise<boolean>;
  close: () => void;
};

/**
 * The organisation's own mail settings (the Email tab). Each is '' when not set, and the server's
 * environment (SMTP_URL, MAIL_FROM) applies.
 */
export type MailSettings = { smtpUrl: string; fromName: string; fromAddress: string };

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  /** Read before each message, so a change in Settings applies to the next mail without a restart. */
  settings?: () => Promise<MailSettings>;
};

export const NO_MAIL_SERVER = 'Not sent: no mail server is set (the Mail server setting or SMTP_URL)';

/**
 * The From header: the Email tab's sender name and address where set, else MAIL_FROM's. The name is
 * quoted, with its quotes and backslashes escaped as RFC 5322 asks.
 */
export function senderOf(fallback: string, settings: MailSettings | undefined): string {
  const fallbackAddress = /<([^>]+)>/.exec(fallback)?.[1] ?? fallback.trim();
  const fallbackName = /^\s*"?([^"<]*?)"?\s*</.exec(fallback)?.[1] ?? '';
  const name = settings?.fromName || fallbackName;
  const address = settings?.fromAddress || fallbackAddress;
  return name ? `"${name.replace(/["\\]/g, '\\$&')}" <${address}>` : address;
}

export function createMailer(options: MailerOptions): Mailer {
  // One transport per server address, kept while that address stays the one in use.
  let current: { url: string; transport: Transporter } | undefined;
  const transportFor = (url: string): Transporter => {
    if (current?.url === url) return current.transport;
    current?.transport.close();
    const transport = nodemailer.createTransport({
      url,
      // The outbox worker sends many mails at once: a few kept-open connections carry them all.
      pool: true,
      maxConnections: 8,
      maxMessages: Infinity,
      // A slow mail server must not hold a victim's request for long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    current = { url, transport };
    return transport;
  };

  return {
    mode: options.smtpUrl ? 'smtp' : 'development',
    async send(message) {
      const settings = await options.settings?.();
      const url = settings?.smtpUrl || options.smtpUrl;
      if (!url) {
        options.log.info({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured');
        return { response: NO_MAIL_SERVER };
      }
      const info = await transportFor(url).sendMail({ from: senderOf(options.from, settings), ...message });
      return { response: String(info.response ?? '') };
    },
    async verify() {
      const settings = await options.settings?.();
      const url = settings?.smtpUrl || options.smtpUrl;
      if (!url) return false;
      try {
        return await transportFor(url).verify();
      } catch {
        return false;
      }
    },
    close() {
      current?.transport.close();
      current = undefined;
    },
  };
}

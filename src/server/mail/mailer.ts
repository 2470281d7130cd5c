import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** 'development' means no SMTP server: mail is logged, not delivered (DECISIONS D13). */
  mode: 'smtp' | 'development';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      mode: 'development',
      async send(message) {
        options.log.info({ to: message.to, subject: message.subject }, 'mail not sent: no SMTP_URL configured');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // A slow mail server must not hold a victim's request for long.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

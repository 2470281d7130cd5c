import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  raw: string;
  text: string;
  /** The Subject header, decoded (nodemailer writes a subject with accents as RFC 2047 words). */
  subject: string;
  /** When it arrived (ms since the epoch). */
  at: number;
};

// Enough MIME to read what nodemailer writes: undo quoted-printable soft breaks and escapes, as
// bytes, then read them as UTF-8 (a Spanish mail's "é" is =C3=A9).
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const onlyBytes = [...bytes].every((char) => char.charCodeAt(0) <= 0xff);
  return onlyBytes ? Buffer.from(bytes, 'latin1').toString('utf8') : bytes;
}

/** The Subject header with its folded lines joined and its encoded words (=?UTF-8?Q|B?...?=) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/**
 * How the server answers the end of a message, asked for each one (numbered from 1): undefined
 * takes it; a code and text refuse it ('451 Try again later', '550 No such user').
 */
export type SmtpAnswer = (attempt: number, to: string[]) => { code: number; message: string } | undefined;

/** A real SMTP server in-process: the app sends through nodemailer and the test reads the mail. */
export async function startTestSmtp(options: { answer?: SmtpAnswer; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled connections stay open between mails; closing does not wait out their idle time.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        attempts += 1;
        const refusal = options.answer?.(attempts, session.envelope.rcptTo.map((r) => r.address));
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push({
          at: Date.now(),
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
          subject: subjectOf(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  // A client that goes away mid-message (a worker process killed on purpose) is not this server's
  // failure: without a listener the reset would end the test run as an uncaught error.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    /** How many messages reached the end of DATA, taken or refused. */
    attempts: () => attempts,
    /** Resolves with the next mail to `to` (already received or still to come). */
    async nextMailTo(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(to));
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const match = pattern.exec(mail.text);
  if (!match) throw new Error(`no link matching ${pattern} in mail:\n${mail.text.slice(0, 2000)}`);
  return match[0];
}

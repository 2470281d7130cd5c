// The mail server the soak and fault runs send to, in the bench's own process so what it received
// outlives a Haven server killed on purpose: recipient, subject and Message-ID of every copy. It
// can be stopped and started again on the same port (the mail server down and back).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string; subject: string; messageId: string };

function headerOf(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

export async function startMailSink() {
  const mails: SunkMail[] = [];
  let port = 0;
  let server: SMTPServer | null = null;
  const start = async () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      maxClients: 1000,
      // A stop should not wait for Haven's pooled connections to leave.
      closeTimeout: 500,
      onData(stream, session, callback) {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (!head.includes('\r\n\r\n')) head += chunk.toString('utf8');
        });
        stream.on('end', () => {
          const subject = headerOf(head, 'Subject');
          const messageId = headerOf(head, 'Message-ID');
          for (const to of session.envelope.rcptTo) mails.push({ to: to.address.toLowerCase(), subject, messageId });
          callback();
        });
      },
    });
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };
  await start();
  return {
    get port() {
      return port;
    },
    mails,
    /** The mail server goes away: connections are refused until `start`. */
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}

export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

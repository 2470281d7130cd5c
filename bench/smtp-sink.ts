// The mail server `npm run bench:mail` sends to, in a process of its own so its work is not counted
// in the Haven server's. It takes every message and keeps, per subject and recipient, the
// Message-IDs it saw; the bench asks for the tally over IPC.
import { SMTPServer } from 'smtp-server';

type Tally = Map<string, Map<string, string[]>>; // subject -> recipient -> Message-IDs, in arrival order

const tally: Tally = new Map();
let received = 0;

function headerOf(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match ? match[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  // Many connections from the pooled transport of the server; none is turned away.
  maxClients: 1000,
  onData(stream, session, callback) {
    // Only the headers are read: the rest of the message goes by.
    let head = '';
    let headDone = false;
    stream.on('data', (chunk: Buffer) => {
      if (headDone) return;
      head += chunk.toString('utf8');
      const end = head.indexOf('\r\n\r\n');
      if (end !== -1) {
        head = head.slice(0, end);
        headDone = true;
      }
    });
    stream.on('end', () => {
      received += 1;
      const subject = headerOf(head, 'Subject');
      const messageId = headerOf(head, 'Message-ID');
      const bySubject = tally.get(subject) ?? new Map<string, string[]>();
      tally.set(subject, bySubject);
      for (const to of session.envelope.rcptTo) {
        const ids = bySubject.get(to.address) ?? [];
        ids.push(messageId);
        bySubject.set(to.address, ids);
      }
      callback();
    });
  },
});

// A client that goes away mid-message (the server killed on purpose) is not the sink's failure.
server.on('error', () => undefined);

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address() as { port: number };
  process.send?.({ type: 'listening', port: address.port });
});

process.on('message', (message: { type: string; subject?: string }) => {
  if (message.type === 'received') {
    const bySubject = message.subject === undefined ? undefined : tally.get(message.subject);
    process.send?.({ type: 'received', received, forSubject: bySubject?.size ?? 0 });
  }
  if (message.type === 'tally' && message.subject !== undefined) {
    const bySubject = tally.get(message.subject) ?? new Map<string, string[]>();
    let copies = 0;
    let duplicates = 0; // recipients given two different mails
    let resent = 0; // extra copies of one mail (the same Message-ID) after a crash
    const recipients: string[] = [];
    for (const [to, ids] of bySubject) {
      copies += ids.length;
      recipients.push(to);
      const distinct = new Set(ids).size;
      if (distinct > 1) duplicates += 1;
      resent += ids.length - distinct;
    }
    process.send?.({ type: 'tally', copies, duplicates, resent, recipients });
  }
});

import type { FastifyReply } from 'fastify';

/**
 * A signal that aborts when the client has gone before its answer was sent (its connection
 * closed first), so work that would only be thrown away (a report to commit, a password to hash
 * for a sign-in nobody waits for) can stop. A response closes unfinished only then.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from './access';
import { registerJsonBodyBounds } from './json-body';

const KB = 1024;

/**
 * Bodies sized to what a route needs. A short form (a sign-in, a link request, a confirmation, a site
 * to check, a new password) is a few fields of at most 1,024 characters: under 8 KB even in four-byte
 * characters. A long form (an application or a message: a 10,000-character text and a few short
 * fields) is under 45 KB. Staff forms (templates, case edits with their timelines) are larger.
 * Files never count here: multipart uploads have their own per-file and per-form limits.
 */
export const bodySizes = { shortForm: 8 * KB, longForm: 64 * KB, staffForm: 256 * KB } as const;

/**
 * The largest body each audience's routes take unless a route sets its own `bodyLimit`: a public
 * route takes a short form unless it says it takes a long one (`bodyLimit: bodySizes.longForm`).
 */
export const bodyLimitFor: Record<Access, number> = {
  public: bodySizes.shortForm,
  victim: bodySizes.longForm,
  'victim-or-staff': bodySizes.longForm,
  staff: bodySizes.staffForm,
  admin: bodySizes.staffForm,
  // The integration API (issue 27) takes a status and a flag.
  'api-key': bodySizes.shortForm,
};

/** The largest body any route takes; Fastify's own default when no route says otherwise. */
export const MAX_BODY_BYTES = Math.max(...Object.values(bodyLimitFor));

/**
 * The socket-level limits, in milliseconds. Headers must arrive within 10 s; a connection that sends
 * nothing for 30 s is closed; an idle keep-alive connection is closed after 10 s; no request may
 * take longer than 15 minutes to arrive in full (ten 10 MB files at about 1 Mbit/s). Node checks the
 * header and request limits on a timer (30 s by default, which would let a slow header live 40 s);
 * every 2 s keeps them near their figures.
 */
export const socketTimeouts = {
  headersTimeout: 10_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 10_000,
  requestTimeout: 15 * 60_000,
  connectionsCheckingInterval: 2_000,
};
export type SocketTimeouts = typeof socketTimeouts;

/**
 * A body must keep coming: after a grace period, one that has averaged less than this since the
 * request began is cut off with 408. A real upload on the slowest mobile link sends many times
 * this; a client holding sockets open with a byte a second is cut off after the grace period.
 */
export type SlowBodyRule = { graceMs: number; minBytesPerSecond: number; checkEveryMs: number };
export const slowBody: SlowBodyRule = { graceMs: 10_000, minBytesPerSecond: 1024, checkEveryMs: 2_000 };

type Receiving = { request: FastifyRequest; startedAt: number; bytesAtStart: number };

function hasBody(request: FastifyRequest): boolean {
  const headers = request.raw.headers;
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
}

/**
 * Bounds what the server accepts before it works on it: body size per audience, the shape of JSON
 * bodies (json-body.ts), and how slowly a body may arrive.
 */
export function registerRequestBounds(app: FastifyInstance, options: { slowBody?: SlowBodyRule } = {}): void {
  registerJsonBodyBounds(app);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (route.bodyLimit === undefined && access) route.bodyLimit = bodyLimitFor[access];
  });

  const rule = options.slowBody ?? slowBody;
  const receiving = new Set<Receiving>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const entry of receiving) {
      const { request } = entry;
      const socket = request.raw.socket;
      if (request.raw.complete || socket.destroyed) {
        receiving.delete(entry);
        continue;
      }
      const elapsed = now - entry.startedAt;
      if (elapsed < rule.graceMs) continue;
      const received = socket.bytesRead - entry.bytesAtStart;
      if (received / (elapsed / 1000) >= rule.minBytesPerSecond) continue;
      receiving.delete(entry);
      request.log.warn({ received, elapsedMs: elapsed }, 'request body too slow; connection closed');
      if (!request.raw.socket.writableEnded) {
        socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
      socket.destroySoon();
    }
  }, rule.checkEveryMs);
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const socket = request.raw.socket as typeof request.raw.socket | undefined;
    // Requests made in-process (inject) have no real socket to time.
    if (socket && typeof socket.bytesRead === 'number' && hasBody(request) && !request.raw.complete) {
      receiving.add({ request, startedAt: Date.now(), bytesAtStart: socket.bytesRead });
    }
    done();
  });
}

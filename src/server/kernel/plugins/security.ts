import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { clientOf } from './client-address';
import { postgresRateLimitStore } from './postgres-rate-limit-store';
import { tooManyRequests } from './subject-limit';

// The optional chat widget is the only third party the page may talk to, and only when a key is
// configured; everything else is same-origin.
const chatOrigins = ['https://*.smartsupp.com', 'https://*.smartsuppchat.com', 'https://*.smartsuppcdn.com', 'wss://*.smartsupp.com'];

export type ContentSecurityPolicy = { header: string; withStyleNonce: (nonce: string) => string };

/**
 * A strict policy: scripts only from our origin, no inline scripts or styles. The HTML page adds a
 * per-response nonce for the one <style> tag Radix inserts (the scroll lock of dialogs).
 */
export function buildContentSecurityPolicy(options: { chat: boolean; production: boolean }): ContentSecurityPolicy {
  const chat = options.chat ? chatOrigins : [];
  const directives = (styleNonce?: string): [string, string[]][] => [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['script-src', ["'self'", ...chat]],
    ['style-src', ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : []), ...chat]],
    ['img-src', ["'self'", 'data:', 'blob:', ...chat]],
    ['font-src', ["'self'", 'data:', ...chat]],
    ['connect-src', ["'self'", ...chat]],
    ['frame-src', chat.length ? chat : ["'none'"]],
    // PDF.js draws staff documents in a worker of our own (a file from our origin).
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ...(options.production ? ([['upgrade-insecure-requests', []]] as [string, string[]][]) : []),
  ];
  const render = (styleNonce?: string) =>
    directives(styleNonce)
      .map(([name, values]) => [name, ...values].join(' '))
      .join('; ');
  return { header: render(), withStyleNonce: render };
}

export function createStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    contentSecurityPolicy: ContentSecurityPolicy;
  }
}

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware that only sets headers would set, recorded on a stand-in response. */
function headersSetBy(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return headers;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const csp = buildContentSecurityPolicy({ chat: Boolean(app.config.smartsuppKey), production: app.config.isProduction });
  app.decorate('contentSecurityPolicy', csp);
  // helmet's headers do not depend on the request, so they are worked out once and each response
  // gets the finished list: running helmet's dozen middlewares per request (as @fastify/helmet
  // does) was a measurable share of every request's time (bench/search.ts).
  const securityHeaders = {
    ...headersSetBy(
      helmet({
        contentSecurityPolicy: false,
        // HSTS only makes sense behind TLS, which production deployments terminate.
        strictTransportSecurity: app.config.isProduction,
        crossOriginEmbedderPolicy: false,
      }),
    ),
    'content-security-policy': csp.header,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    // Every API answer is about someone (a session, a victim's case, payout details, an export):
    // no browser, proxy or shared cache may keep one (issue 22 §5). A route whose answer may be
    // cached says so by setting its own Cache-Control, which replaces this one (the branding images).
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    done();
  });

  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientOf(request.ip),
    // On PostgreSQL every server counts against one budget; the embedded database serves one
    // process, whose own memory counts as well and costs no query.
    ...(app.database.kind === 'postgres' ? { store: postgresRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

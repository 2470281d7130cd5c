import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

// The optional chat widget is the only third party the page may talk to, and only when a key is
// configured; everything else is same-origin.
const chatOrigins = ['https://*.smartsupp.com', 'https://*.smartsuppchat.com', 'https://*.smartsuppcdn.com', 'wss://*.smartsupp.com'];

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const chat = app.config.smartsuppKey ? chatOrigins : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...chat],
        styleSrc: ["'self'", ...chat],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        fontSrc: ["'self'", 'data:', ...chat],
        connectSrc: ["'self'", ...chat],
        frameSrc: chat.length ? chat : ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(app.config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Helmet's HSTS only makes sense behind TLS, which production deployments terminate.
    hsts: app.config.isProduction,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
        { headers: { 'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))) } },
      ),
  });
}

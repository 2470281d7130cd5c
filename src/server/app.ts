import { randomBytes } from 'node:crypto';
import { offeredLocales } from '@shared/i18n/locales';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_EVIDENCE_FILES, MAX_FILE_BYTES } from '@shared/limits';
import type { Config } from './kernel/config';
import type { Database, Db } from './kernel/db/client';
import { registerStaffApi } from './staff-api';
import { systemClock, type Clock } from './dependencies';
import { withLogSerializers } from './kernel/logging';
import { accountRoutes } from './features/account/routes';
import { applicationRoutes } from './features/applications/routes';
import { authRoutes } from './features/auth/routes';
import { signedInLookup } from './features/auth/signed-in-lookup';
import { caseRoutes } from './features/cases/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { documentRoutes } from './features/documents/routes';
import { evidencePackRoutes } from './features/evidence-pack/routes';
import { healthRoutes } from './features/health/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { payoutRoutes } from './features/payouts/routes';
import { incidentRoutes } from './features/incidents/routes';
import { findApiKey } from './features/integrations/api-keys';
import { integrationRoutes } from './features/integrations/routes';
import { impersonationRoutes } from './features/impersonation/routes';
import { searchRoutes } from './features/search/routes';
import { settingsRoutes } from './features/settings/routes';
import { getSettingValue } from './features/settings/queries';
import { verificationRoutes } from './features/verification/routes';
import { siteSafetyRoutes } from './features/site-safety/routes';
import { platformPublicPages } from './features/site-safety/platform-routes';
import { defaultReferences, isKnownLegitimateDomain } from './features/site-safety/references';
import { watchRoutes } from './features/watches/routes';
import { staffPasswordRoutes } from './features/staff/routes';
import type { JobRunner } from './kernel/jobs/job-runner';
import type { Mailer } from './kernel/mail/mailer';
import { registerAccess } from './kernel/plugins/access';
import { registerDatabaseAvailability } from './kernel/plugins/database-availability';
import { registerErrorHandler } from './kernel/plugins/error-handler';
import { registerMetrics } from './kernel/plugins/metrics';
import { registerOpenApi } from './kernel/plugins/openapi';
import { registerRequestTiming } from './kernel/plugins/request-timing';
import { refuseNulCharacters } from './kernel/plugins/refuse-nul-characters';
import { MAX_BODY_BYTES, registerRequestBounds, socketTimeouts, type SlowBodyRule, type SocketTimeouts } from './kernel/plugins/request-bounds';
import { registerSecurity } from './kernel/plugins/security';
import { registerWebApp } from './kernel/plugins/web-app';
import { currentOverrides } from './features/texts/overrides';
import { defaultRateLimits, type RateLimits } from './kernel/rate-limits';
import type { FileStorage } from './kernel/storage/storage';
import { fastifyTrustProxy } from './kernel/trust-proxy';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    storage: FileStorage;
    mailer: Mailer;
    jobs: JobRunner;
    rateLimits: RateLimits;
    clock: Clock;
  }
}

export type AppDependencies = {
  config: Config;
  database: Database;
  storage: FileStorage;
  mailer: Mailer;
  jobs: JobRunner;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** The time operations stamp on what they write; tests may set it. */
  clock?: Clock;
  /** Where the built web app lives; tests point it elsewhere or leave it absent. */
  webRoot?: string;
  /** How slowly a body may arrive (request-bounds.ts); tests shorten it. */
  slowBody?: SlowBodyRule;
  /** The socket-level limits (request-bounds.ts); tests shorten them. */
  socketTimeouts?: SocketTimeouts;
};

/** Builds the whole app from plugins, in order: platform plugins, our own plugins, then routes. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { headersTimeout, connectionTimeout, keepAliveTimeout, requestTimeout, connectionsCheckingInterval } =
    deps.socketTimeouts ?? socketTimeouts;
  const app = Fastify({
    logger: withLogSerializers(deps.logger),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Random, so an id from a victim's "something went wrong" finds one request across servers and restarts.
    genReqId: () => randomBytes(8).toString('hex'),
    // Each route gets its audience's body limit (request-bounds.ts); files are limited apart.
    bodyLimit: MAX_BODY_BYTES,
    connectionTimeout,
    keepAliveTimeout,
    requestTimeout,
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(refuseNulCharacters(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('mailer', deps.mailer);
  app.decorate('jobs', deps.jobs);
  app.decorate('rateLimits', { ...defaultRateLimits, ...deps.rateLimits });
  app.decorate('clock', deps.clock ?? systemClock);

  // The error handler answers in the asker's language among those offered (issue 28).
  registerErrorHandler(app, { offeredLocales: async () => offeredLocales(await getSettingValue(app.db, 'languages')) });
  await registerSecurity(app);
  await app.register(cookie, { secret: deps.config.sessionSecret });
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: MAX_EVIDENCE_FILES, fields: 40, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  registerDatabaseAvailability(app);
  // Issue 27: an integration's API key is looked up by the integrations feature, for its routes only.
  await registerAccess(app, { ...signedInLookup, findApiKey });
  // After the access check, so that its hooks also guard the description when it is not public.
  await registerOpenApi(app);
  registerRequestBounds(app, { slowBody: deps.slowBody });
  registerRequestTiming(app);
  registerMetrics(app);

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(verificationRoutes);
  await app.register(applicationRoutes);
  await app.register(searchRoutes);
  await app.register(dashboardRoutes);
  await app.register(caseRoutes);
  await app.register(evidencePackRoutes);
  await app.register(payoutRoutes);
  await app.register(messageRoutes);
  await app.register(documentRoutes);
  await app.register(accountRoutes);
  await app.register(siteSafetyRoutes);
  await app.register(impersonationRoutes);
  // D28: the platforms' public pages; their page head and the sitemap go to the web app below.
  const platformPages = platformPublicPages(app);
  await app.register(platformPages.routes);
  // "Notify me" (issue 27): asked from a platform's page or a victim's case; site-safety tells which
  // platforms have a page and which sites are too well known to name anyone.
  const references = defaultReferences();
  await app.register(watchRoutes({ pages: platformPages.published, isWellKnownDomain: (domain) => isKnownLegitimateDomain(domain, references) }));
  await app.register(incidentRoutes);
  await app.register(staffPasswordRoutes);
  await app.register(notificationRoutes);
  await app.register(integrationRoutes);
  await registerStaffApi(app);

  await registerWebApp(app, {
    webRoot: deps.webRoot,
    pages: [platformPages.page],
    sitemap: platformPages.sitemap,
    offeredLocales: async () => offeredLocales(await getSettingValue(app.db, 'languages')),
    textOverrides: () => currentOverrides(app.db),
  });
  return app;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema, refusalResponses } from '@shared/schemas';
import {
  caseWatchesSchema,
  caseWatchParamsSchema,
  myWatchesSchema,
  platformWatchParamsSchema,
  platformWatchRequestSchema,
  platformWatchResponseSchema,
  startCaseWatchesSchema,
  watchConfirmationDetailsSchema,
  watchConfirmedSchema,
  watchIdParamsSchema,
  watchStopListSchema,
  watchStopOneParamsSchema,
  watchStopParamsSchema,
  watchTokenParamsSchema,
} from '@shared/watches/schema';
import { victimOf } from '../../kernel/plugins/access';
import { limitTogether, perClient } from '../../kernel/plugins/subject-limit';
import { victimChange } from '../audit/record-audit';
import { listCaseWatches, listMyWatches, startCaseWatches, stopWatch } from './case-watches';
import { askAboutPlatform, confirmWatch, describeWatchConfirmation } from './platform-watch';
import { listByStopLink, stopAllByLink, stopOneByLink } from './stop-by-link';
import { watchStopPageUrl } from './stop-token';
import type { WatchesDependencies } from './watch-targets';
import { localeOfRequest } from '../settings/locale';

/**
 * "Notify me" (issue 27, D30). A signed-in victim follows what their own case names; a visitor asks from
 * a platform's public page by e-mail, confirmed through a mailed link like a report (D18) and
 * limited like one; the daily digest's stop link works in one click without signing in (D19).
 * The platform pages and the well-known-site list come from site-safety through app.ts.
 */
export function watchRoutes(dependencies: WatchesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: app.db, clock: app.clock, jobs: app.jobs, config: app.config, ...dependencies };
    // The one-click body (RFC 8058: `List-Unsubscribe=One-Click`) says nothing the link does not.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

    app.get(
      '/api/recovery-cases/:incidentId/watches',
      {
        config: { access: 'victim' },
        schema: {
          tags: ['watches'],
          summary: "What the signed-in victim's own case names that others may report (its platform, website, the accounts staff checked), and which of it they follow",
          params: caseWatchParamsSchema,
          response: { 200: caseWatchesSchema, ...refusalResponses(404) },
        },
      },
      async (request) => listCaseWatches(deps, { incidentId: request.params.incidentId, victim: victimOf(request) }),
    );

    app.post(
      '/api/recovery-cases/:incidentId/watches',
      {
        config: { access: 'victim' },
        schema: {
          tags: ['watches'],
          summary: 'Asks to be told, at most once a day, when a new confirmed report by someone else names what was chosen (keys from the GET)',
          params: caseWatchParamsSchema,
          body: startCaseWatchesSchema,
          response: { 200: caseWatchesSchema, ...refusalResponses(400, 404) },
        },
      },
      async (request) =>
        startCaseWatches(deps, { incidentId: request.params.incidentId, keys: request.body.keys, victim: victimOf(request), by: victimChange(request) }),
    );

    app.get(
      '/api/watches',
      {
        config: { access: 'victim' },
        schema: { tags: ['watches'], summary: "Everything the signed-in victim follows, with how many confirmed reports by others named each since", response: { 200: myWatchesSchema } },
      },
      async (request) => listMyWatches(deps, { victim: victimOf(request) }),
    );

    app.delete(
      '/api/watches/:id',
      {
        config: { access: 'victim' },
        schema: { tags: ['watches'], summary: 'Stops one of the signed-in victim’s watches', params: watchIdParamsSchema, response: { 200: okResponseSchema, ...refusalResponses(404) } },
      },
      async (request) => {
        await stopWatch(deps, { watchId: request.params.id, victim: victimOf(request), by: victimChange(request) });
        return { ok: true as const };
      },
    );

    // As a report (D18): per client like a report, and per address like a verification mail, so
    // nobody fills a stranger's mailbox with links; a signed-in victim's own request mails nothing.
    const askBudgets = limitTogether(app, [
      perClient('watch-client', app.rateLimits.reportPerClient),
      {
        name: 'watch-address',
        budget: app.rateLimits.sendVerificationPerEmail,
        keyOf: (request) => (request.body as { email?: string }).email ?? null,
      },
    ]);
    app.post(
      '/api/platforms/:slug/watch',
      {
        config: { access: 'public' },
        preHandler: askBudgets,
        schema: {
          tags: ['watches'],
          summary:
            "Asks for news about a platform with a public page (D28): a signed-in victim follows it at once; an e-mail address gets a link to confirm first, and nothing is sent before it is used (D18). The answer never says whether the address already asked",
          params: platformWatchParamsSchema,
          body: platformWatchRequestSchema,
          response: { 200: platformWatchResponseSchema, ...refusalResponses(400, 404, 429) },
        },
      },
      async (request) => askAboutPlatform(deps, { slug: request.params.slug, email: request.body.email, signedIn: request.victim, by: victimChange(request), locale: await localeOfRequest(deps.db, request) }),
    );

    app.get(
      '/api/watch-confirmations/:token',
      {
        config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
        schema: { tags: ['watches'], summary: 'Whether a link confirming a request for news is still valid, and which platform it is about', params: watchTokenParamsSchema, response: { 200: watchConfirmationDetailsSchema } },
      },
      async (request) => describeWatchConfirmation(deps, { token: request.params.token }),
    );

    app.post(
      '/api/watch-confirmations/:token',
      {
        config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
        schema: { tags: ['watches'], summary: 'Confirms a request for news through the mailed link (D18)', params: watchTokenParamsSchema, response: { 200: watchConfirmedSchema, ...refusalResponses(400) } },
      },
      async (request) => confirmWatch(deps, { token: request.params.token, ip: request.ip }),
    );

    app.post(
      '/api/watch-stops/:token',
      {
        config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
        schema: {
          tags: ['watches'],
          summary: 'Stops every watch of the signed link’s watcher (List-Unsubscribe one-click, RFC 8058, and the page’s Stop all); saying it twice changes nothing',
          params: watchStopParamsSchema,
          response: { 200: okResponseSchema, ...refusalResponses(404) },
        },
      },
      async (request) => {
        await stopAllByLink(deps, { token: request.params.token, ip: request.ip });
        return { ok: true as const };
      },
    );

    app.get(
      '/api/watch-stops/:token',
      {
        config: { access: 'public' },
        schema: { tags: ['watches'], summary: 'Leads to the page of the stop link (a GET never stops anything: link scanners open links)', params: watchStopParamsSchema, response: { 303: z.null() } },
      },
      async (request, reply) => reply.redirect(watchStopPageUrl('', request.params.token), 303),
    );

    app.get(
      '/api/watch-stops/:token/watches',
      {
        config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
        schema: {
          tags: ['watches'],
          summary: 'What the signed link’s watcher follows, in words (an account only by its kind and last four characters)',
          params: watchStopParamsSchema,
          response: { 200: watchStopListSchema, ...refusalResponses(404) },
        },
      },
      async (request) => listByStopLink(deps, { token: request.params.token }),
    );

    app.post(
      '/api/watch-stops/:token/watches/:watchId',
      {
        config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
        schema: {
          tags: ['watches'],
          summary: 'Stops one watch of the signed link’s watcher; one already stopped answers the same',
          params: watchStopOneParamsSchema,
          response: { 200: okResponseSchema, ...refusalResponses(404) },
        },
      },
      async (request) => {
        await stopOneByLink(deps, { token: request.params.token, watchId: request.params.watchId, ip: request.ip });
        return { ok: true as const };
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkWebsiteSafetyRequestSchema,
  knownScamsResponseSchema,
  websiteSafetyResultSchema,
} from '@shared/site-safety/schema';
import { checkWebsite } from './check-website';
import { listKnownScams } from './list-known-scams';
import { createSystemNetwork } from './network/system-network';
import type { SiteSafetyNetwork } from './network/types';
import { defaultReferences, isKnownLegitimateDomain } from './references';

export type SiteSafetyRoutesOptions = { network?: SiteSafetyNetwork };

/** A visitor checks a handful of sites; this is generous for that and stops scripted scanning. */
export const CHECKS_PER_MINUTE = 20;

export const siteSafetyRoutes: FastifyPluginAsyncZod<SiteSafetyRoutesOptions> = async (app, options) => {
  const network = options.network ?? createSystemNetwork();
  const references = defaultReferences();

  app.post(
    '/api/check-website-safety',
    {
      config: { access: 'public', rateLimit: { max: CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['site-safety'],
        summary: 'Check a website: trust score, band and the reasons behind them',
        body: checkWebsiteSafetyRequestSchema,
        response: { 200: websiteSafetyResultSchema },
      },
    },
    async (request) => checkWebsite({ db: app.db, clock: app.clock, network, references }, { url: request.body.url }),
  );

  app.get(
    '/api/known-scams',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['site-safety'],
        summary: 'Sites listed by staff, then sites named in confirmed reports by two or more different people (D18), each newest first; each says which',
        response: { 200: knownScamsResponseSchema },
      },
    },
    async () => listKnownScams(app, { isKnownLegitimate: (domain) => isKnownLegitimateDomain(domain, references) }),
  );
};

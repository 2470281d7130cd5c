import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listScamSiteSchema, removeScamSiteSchema, scamSiteDecisionResponseSchema, staffKnownScamsSchema } from '@shared/site-safety/staff-schema';
import { messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { listScamSite, removeScamSite } from './decide-scam-site';
import { listKnownScamsForStaff } from './list-known-scams';
import { defaultReferences, isKnownLegitimateDomain } from './references';

const refusals = refusalResponses(400, 401, 403, 404);

/**
 * Staff routes of the public known-scam list (D18), under /api/admin. Every staff member reads the
 * list; only an admin changes it. What the list says is said publicly in the organisation's name
 * about a third party's site: listing an honest business wrongly harms it, and taking a reported
 * scam off hides a warning from victims. So, like the other things the public reads from us
 * (notification templates, branding), it is an admin decision, and one caseworker cannot list a
 * rival's site or quietly take an accomplice's off. Each change is audited in its transaction.
 */
export const siteSafetyStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const references = defaultReferences();
  const isKnownLegitimate = (domain: string) => isKnownLegitimateDomain(domain, references);

  app.get(
    '/known-scams',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['site-safety', 'staff'],
        summary: 'The public known-scam list in full, why each site is on it, and the sites staff took off it',
        response: { 200: staffKnownScamsSchema, 401: messageResponseSchema },
      },
    },
    async () => listKnownScamsForStaff(app, { isKnownLegitimate }),
  );

  app.post(
    '/known-scams',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['site-safety', 'staff'],
        summary: 'List a site as a scam with a reason the public sees (or change the reason of a listed one); audited',
        body: listScamSiteSchema,
        response: { 200: scamSiteDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => listScamSite(app, { input: request.body, staff: staffOf(request), by: staffChange(request), isKnownLegitimate }),
  );

  app.post(
    '/known-scams/remove',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['site-safety', 'staff'],
        summary: 'Take a wrong entry off the public list; it stays off until staff list it again; audited',
        body: removeScamSiteSchema,
        response: { 200: scamSiteDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => removeScamSite(app, { input: request.body, staff: staffOf(request), by: staffChange(request) }),
  );
};

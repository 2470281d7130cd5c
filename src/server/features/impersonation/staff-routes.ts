import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { impersonationContactPageSchema, impersonationContactQuerySchema, impersonationSummarySchema } from '@shared/impersonation/schema';
import { refusalResponses } from '@shared/schemas';
import { listPosingContacts, summariseChecks } from './posing-as-us';

const refusals = refusalResponses(401, 403);

/** Staff read the look-ups as a signal: who poses as us, and how often. */
export const impersonationStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/impersonation/summary',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['impersonation', 'staff'],
        summary: '"Is this really us?" look-ups of the last 30 days: how many, how many were not ours, reported, per day',
        response: { 200: impersonationSummarySchema, ...refusals },
      },
    },
    async () => summariseChecks(app),
  );

  app.get(
    '/impersonation/contacts',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['impersonation', 'staff'],
        summary: 'The contacts visitors asked about that are not ours, one row per contact, with checks and reports',
        querystring: impersonationContactQuerySchema,
        response: { 200: impersonationContactPageSchema, ...refusals },
      },
    },
    async (request) => listPosingContacts(app, request.query),
  );
};

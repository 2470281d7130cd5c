import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { impersonationAnswerSchema, impersonationCheckSchema, impersonationReportParamsSchema } from '@shared/impersonation/schema';
import { checkContact, officialChannels } from './check-contact';
import { reportContact } from './report-contact';

/**
 * "Is this really us?" (issue 27): public, and rate-limited like the search, since a look-up is a
 * question about the organisation that anyone may ask and a loop of them would only load it.
 */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/is-this-really-us',
    {
      config: { access: 'public', rateLimit: app.rateLimits.searchPerClient },
      schema: {
        tags: ['impersonation'],
        summary: 'The channels the organisation contacts victims from, as it publishes them',
        response: { 200: z.object({ officialChannels: impersonationAnswerSchema.shape.officialChannels }) },
      },
    },
    async () => ({ officialChannels: await officialChannels(app.db, app.config.publicUrl) }),
  );

  app.post(
    '/api/is-this-really-us',
    {
      config: { access: 'public', rateLimit: app.rateLimits.searchPerClient },
      schema: {
        tags: ['impersonation'],
        summary: 'Whether an e-mail address, phone number, website or name that contacted someone "from" the organisation is ours',
        body: impersonationCheckSchema,
        response: { 200: impersonationAnswerSchema },
      },
    },
    async (request) => checkContact(app, request.body.contact),
  );

  app.post(
    '/api/is-this-really-us/:id/report',
    {
      config: { access: 'public', rateLimit: app.rateLimits.searchPerClient },
      schema: {
        tags: ['impersonation'],
        summary: 'Report a contact the look-up found is not ours, as someone posing as the organisation',
        params: impersonationReportParamsSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await reportContact(app, request.params.id);
      return { message: 'Thank you. The case team will see that someone is posing as us from this contact.' };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationSummarySchema,
  recoveryApplicationResponseSchema,
  recoveryApplicationSchema,
} from '@shared/applications/schema';
import { victimOf } from '../../kernel/plugins/access';
import { bodySizes } from '../../kernel/plugins/request-bounds';
import { victimChange } from '../audit/record-audit';
import { listApplicationsOf } from './list-applications';
import { submitApplication } from './submit-application';
import { localeOfRequest } from '../settings/locale';

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recovery-applications',
    {
      config: { access: 'public', rateLimit: app.rateLimits.applicationPerClient },
      bodyLimit: bodySizes.longForm,
      schema: {
        tags: ['applications'],
        summary: 'Submit a recovery application (free; stored as pending)',
        body: recoveryApplicationSchema,
        response: { 201: recoveryApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitApplication(app, { ...request.body, locale: await localeOfRequest(app.db, request), signedIn: request.victim, by: victimChange(request) });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/recovery-applications',
    {
      config: { access: 'victim' },
      schema: {
        tags: ['applications'],
        summary: "The signed-in victim's own applications (the e-mail comes from the session, D8)",
        response: { 200: z.array(applicationSummarySchema) },
      },
    },
    async (request) => listApplicationsOf(app, { email: victimOf(request).email }),
  );
};

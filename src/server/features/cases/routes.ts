import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseDetailsSchema, caseIdParamsSchema, caseLookupQuerySchema, incidentIdParamsSchema } from '@shared/cases/schema';
import { messageResponseSchema } from '@shared/schemas';
import { viewerOf } from '../incidents/policy';
import { findCaseByLookup } from './find-case-by-lookup';
import { loadCaseDetails } from './load-case-details';

const responses = { 200: caseDetailsSchema, 400: messageResponseSchema, 404: messageResponseSchema };

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recovery-cases/:incidentId',
    {
      config: { access: 'victim-or-staff' },
      schema: { tags: ['cases'], summary: "One of the signed-in victim's incidents, in full", params: incidentIdParamsSchema, response: responses },
    },
    async (request) => loadCaseDetails(app, { incidentId: request.params.incidentId, viewer: viewerOf(request) }),
  );

  app.get(
    '/api/recovery-details/:id',
    {
      config: { access: 'victim-or-staff' },
      schema: { tags: ['cases'], summary: 'The case page of an incident (owner or staff)', params: caseIdParamsSchema, response: responses },
    },
    async (request) => loadCaseDetails(app, { incidentId: request.params.id, viewer: viewerOf(request) }),
  );

  app.get(
    '/api/recovery-details',
    {
      config: { access: 'victim-or-staff' },
      schema: {
        tags: ['cases'],
        summary:
          "A case by platform name and loss amount: a victim's own (the e-mail comes from the session, D8); staff name the e-mail",
        querystring: caseLookupQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const incidentId = await findCaseByLookup(app, { viewer, ...request.query });
      return loadCaseDetails(app, { incidentId, viewer });
    },
  );
};

import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseDetailsSchema, caseIdParamsSchema, caseLookupQuerySchema, incidentIdParamsSchema } from '@shared/cases/schema';
import { messageResponseSchema } from '@shared/schemas';
import { fraudIncidents, platforms } from '../../db/schema/index';
import { AppError } from '../../errors';
import { INCIDENT_NOT_FOUND, ownedBy } from './find-incident-for-viewer';
import { loadCaseDetails } from './load-case-details';
import { viewerOf } from './viewer';

const responses = { 200: caseDetailsSchema, 404: messageResponseSchema };

export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/recovery-cases/:incidentId',
    {
      config: { access: 'victim-or-admin' },
      schema: { tags: ['cases'], summary: "One of the signed-in victim's incidents, in full", params: incidentIdParamsSchema, response: responses },
    },
    async (request) => loadCaseDetails(app.db, request.params.incidentId, viewerOf(request)),
  );

  app.get(
    '/api/recovery-details/:id',
    {
      config: { access: 'victim-or-admin' },
      schema: { tags: ['cases'], summary: 'The case page of an incident (owner or staff)', params: caseIdParamsSchema, response: responses },
    },
    async (request) => loadCaseDetails(app.db, request.params.id, viewerOf(request)),
  );

  app.get(
    '/api/recovery-details',
    {
      config: { access: 'victim-or-admin' },
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
      // A victim's `email` parameter is ignored; staff must say whose case they mean.
      const staffEmail = viewer.kind === 'staff' ? request.query.email?.trim().toLowerCase() : undefined;
      if (viewer.kind === 'staff' && !staffEmail) throw new AppError('BAD_REQUEST', 'Please give the e-mail of the victim');
      const [match] = await app.db
        .select({ id: fraudIncidents.id })
        .from(fraudIncidents)
        .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
        .where(
          and(
            ownedBy(viewer),
            staffEmail ? sql`lower(${fraudIncidents.victimEmail}) = ${staffEmail}` : undefined,
            sql`lower(${platforms.name}) = ${request.query.platform.toLowerCase()}`,
            eq(fraudIncidents.lossAmount, Number(request.query.amount).toFixed(2)),
          ),
        )
        .orderBy(desc(fraudIncidents.id))
        .limit(1);
      if (!match) throw new AppError('NOT_FOUND', INCIDENT_NOT_FOUND);
      return loadCaseDetails(app.db, match.id, viewer);
    },
  );
};

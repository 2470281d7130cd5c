import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationListQuerySchema,
  linkApplicationCaseSchema,
  proposedCaseSchema,
  staffApplicationPageSchema,
  staffApplicationSchema,
  updateApplicationSchema,
} from '@shared/applications/staff-schema';
import { bulkApplicationRequestSchema } from '@shared/applications/bulk-schema';
import { bulkResultSchema } from '@shared/lists/bulk-schema';
import { idParamSchema, messageResponseSchema } from '@shared/schemas';
import { staffChange } from '../audit/record-audit';
import { actOnApplications } from './bulk-applications';
import { findStaffApplication } from './find-staff-application';
import { linkApplicationCase, proposeApplicationCase } from './link-application-case';
import { listStaffApplications } from './list-staff-applications';
import { updateApplication } from './update-application';
import { localeOfRequest } from '../settings/locale';

/**
 * The one update route, registered twice: under /api/admin, and at the spec's own path
 * (`PUT /api/recovery-applications/{id}`), so both answer, validate and audit alike.
 */
function registerUpdateApplication(app: FastifyInstance, url: string): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    url,
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'Decide a recovery application (approved, rejected, under review) or save its admin notes',
        params: idParamSchema,
        body: updateApplicationSchema,
        response: { 200: staffApplicationSchema, 400: messageResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) =>
      updateApplication(app, {
        id: request.params.id,
        input: request.body,
        by: staffChange(request),
      }),
  );
}

/** Staff routes of the applications domain, registered under /api/admin by the staff API (staff-api.ts). */
export const applicationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recovery-applications',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'Recovery applications, a page at a time: search by name, e-mail or RA- reference; filter by status',
        querystring: applicationListQuerySchema,
        response: { 200: staffApplicationPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffApplications(app, request.query),
  );

  app.get(
    '/recovery-applications/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'One recovery application with everything the applicant sent',
        params: idParamSchema,
        response: { 200: staffApplicationSchema, 400: messageResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => findStaffApplication(app, { id: request.params.id }),
  );

  registerUpdateApplication(app, '/recovery-applications/:id');

  app.post(
    '/recovery-applications/bulk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'Decides up to 100 applications at once (under review, approved, or rejected with one reason), each on its own',
        description:
          'Each application is changed by the same update as one at a time, with its own audit row and its own mail to a verified applicant. ' +
          "Each names the `updatedAt` the list showed; one changed since is refused. The answer lists what was done, what already was so, and what was refused with the reason.",
        body: bulkApplicationRequestSchema,
        response: { 200: bulkResultSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => actOnApplications(app, { items: request.body.items, action: request.body.action, by: staffChange(request), locale: await localeOfRequest(app.db, request) }),
  );

  app.get(
    '/recovery-applications/:id/proposed-case',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'A case this application may be about: the newest confirmed case of the same e-mail on a platform of the same name (none once linked)',
        params: idParamSchema,
        response: { 200: proposedCaseSchema, 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => proposeApplicationCase(app, { id: request.params.id }),
  );

  app.put(
    '/recovery-applications/:id/case',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['applications', 'staff'],
        summary: 'Link the application to its case (FR-000014 or 14), or unlink it with null; audited',
        params: idParamSchema,
        body: linkApplicationCaseSchema,
        response: { 200: staffApplicationSchema, 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => linkApplicationCase(app, { id: request.params.id, incidentId: request.body.incidentId, by: staffChange(request) }),
  );
};

/** The spec's path for the update, outside /api/admin: staff only, the same route as its twin. */
export const applicationsSpecAliasRoutes: FastifyPluginAsyncZod = async (app) => {
  registerUpdateApplication(app, '/api/recovery-applications/:id');
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportListQuerySchema, staffReportPageSchema } from '@shared/reports/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffReports } from './list-staff-reports';

/** Staff routes of the reports domain, registered under /api/admin by the staff API (admin-api.ts). */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reports', 'staff'],
        summary: 'Generated reports, a page at a time, most recent first: search name or description; filter by type',
        querystring: reportListQuerySchema,
        response: { 200: staffReportPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffReports(app.db, request.query),
  );
};

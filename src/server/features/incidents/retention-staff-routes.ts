import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incidentIdParamsSchema } from '@shared/incidents/staff-schema';
import { reportRetentionSchema } from '@shared/incidents/retention-schema';
import { messageResponseSchema } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { describeReportRetention, keepUnconfirmedReport } from './keep-unconfirmed-report';

/** Staff routes on the retention of unconfirmed reports (D18), under /api/admin (staff-api.ts). */
export const incidentRetentionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incidents/:id/retention',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'When an unconfirmed report is due to be removed, and whether staff keep it',
        params: incidentIdParamsSchema,
        response: { 200: reportRetentionSchema, 404: messageResponseSchema },
      },
    },
    async (request) => describeReportRetention(app, { incidentId: request.params.id }),
  );

  app.post(
    '/incidents/:id/keep',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Keeps an unconfirmed report past the retention period (setting unconfirmed_report_retention_days); audited',
        params: incidentIdParamsSchema,
        response: { 200: reportRetentionSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request) => keepUnconfirmedReport(app, { incidentId: request.params.id, staff: staffOf(request), by: staffChange(request) }),
  );
};

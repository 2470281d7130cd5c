import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, recentActivitySchema } from '@shared/audit/schema';
import { messageResponseSchema } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { listAuditLog, listRecentActivity } from './list-audit-log';
import { assertMayReadAuditLog } from './policy';

/** Staff routes of the audit domain, registered under /api/admin by the staff API (staff-api.ts). */
export const auditStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first; a caseworker may only read the history of one case-work record',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => {
      assertMayReadAuditLog(staffOf(request), request.query);
      return listAuditLog(app, request.query);
    },
  );

  app.get(
    '/recent-activity',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['audit'],
        summary: 'The last ten changes, for the overview (without record contents or addresses); a caseworker’s of case work only',
        response: { 200: recentActivitySchema },
      },
    },
    async (request) => listRecentActivity(app, { caseWorkOnly: staffOf(request).role !== 'admin' }),
  );
};

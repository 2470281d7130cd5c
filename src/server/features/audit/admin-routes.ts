import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, recentActivitySchema } from '@shared/audit/schema';
import { messageResponseSchema } from '@shared/schemas';
import { AppError } from '../../errors';
import { adminOf, STAFF_ROLE_REQUIRED } from '../../plugins/access';
import { listAuditLog, listRecentActivity } from './list-audit-log';

/** Staff routes of the audit domain, registered under /api/admin by the staff API (admin-api.ts). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first; a caseworker may only read one record’s history',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      // A caseworker sees a record's history in its own dialog, never the whole log (D17).
      if (adminOf(request).role !== 'admin' && !(query.entityType && query.entityId)) {
        throw new AppError('STAFF_ROLE_REQUIRED', STAFF_ROLE_REQUIRED);
      }
      return listAuditLog(app.db, query);
    },
  );

  app.get(
    '/recent-activity',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['audit'],
        summary: 'The last ten changes, for the overview (without record contents or addresses)',
        response: { 200: recentActivitySchema },
      },
    },
    async () => listRecentActivity(app.db),
  );
};

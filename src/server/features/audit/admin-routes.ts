import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, isCaseworkerHistoryType, recentActivitySchema } from '@shared/audit/schema';
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
        summary: 'The audit log, newest first; a caseworker may only read the history of one case-work record',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      // A caseworker sees a record's history in its own dialog, never the whole log, and only of
      // case work: not of staff accounts, settings or the demo data (D17).
      const oneCaseRecord = Boolean(query.entityType && query.entityId && isCaseworkerHistoryType(query.entityType));
      if (adminOf(request).role !== 'admin' && !oneCaseRecord) {
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
        summary: 'The last ten changes, for the overview (without record contents or addresses); a caseworker’s of case work only',
        response: { 200: recentActivitySchema },
      },
    },
    async (request) => listRecentActivity(app.db, { caseWorkOnly: adminOf(request).role !== 'admin' }),
  );
};

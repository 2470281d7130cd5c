import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLists, exportParamsSchema, exportQuerySchema, isExportList } from '@shared/export/schema';
import { messageResponseSchema } from '@shared/schemas';
import { userExportQuerySchema } from '@shared/users/staff-schema';
import { AppError } from '../../kernel/errors';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { localeOfRequest } from '../settings/locale';
import { openExport } from './open-export';
import { EXPORT_RATE_LIMIT, sendExport } from './send-export';

/** Staff routes of the export domain, registered under /api/admin by the staff API (staff-api.ts). */
export const exportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export/:list',
    {
      // Every list is open to any staff role; a list's own narrower rule (the audit log) is applied inside.
      config: { access: 'staff', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['export', 'staff'],
        summary:
          "Every row of a staff list matching the list's own filters (q, status, sort and its extra keys), as CSV (default) or JSON, streamed; audited",
        params: exportParamsSchema,
        querystring: exportQuerySchema,
        response: { 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { list } = request.params;
      if (!isExportList(list)) throw new AppError('VALIDATION_FAILED', 'Please choose a list to export: {lists}', { values: { lists: exportLists.join(', ') } });
      const { format, ...filters } = request.query;
      // An admin's export, of everyone, asks for a fresh confirmation: openExport checks it, for every address.
      // The CSV's header row in the asker's language; the rows, and JSON keys, are as stored.
      const locale = await localeOfRequest(app.db, request);
      const opened = await openExport(app, { list, format, query: filters, staff: staffOf(request), by: staffChange(request), locale });
      return sendExport(reply, opened);
    },
  );

  // The first export's address, kept working: the same exporter as GET /export/users. It is here, not
  // in users, because users is a list the export reads: a feature the export imports never imports it.
  app.get(
    '/users/export.csv',
    {
      config: { access: 'staff', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['users', 'staff'],
        summary: 'Every profile matching the filter, as a CSV attachment (as GET /api/admin/export/users)',
        querystring: userExportQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = await localeOfRequest(app.db, request);
      const opened = await openExport(app, { list: 'users', format: 'csv', query: request.query, staff: staffOf(request), by: staffChange(request), locale });
      return sendExport(reply, opened);
    },
  );
};

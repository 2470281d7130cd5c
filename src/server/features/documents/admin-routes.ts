import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDocumentListQuerySchema, staffDocumentPageSchema } from '@shared/documents/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffDocuments } from './list-staff-documents';

/** Staff routes of the documents domain, registered under /api/admin by the staff API (admin-api.ts). */
export const documentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/documents',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['documents', 'staff'],
        summary: 'The documents of every case, a page at a time, newest first: search original name, uploader e-mail or FR- reference; filter by status. Never the file or its storage key',
        querystring: staffDocumentListQuerySchema,
        response: { 200: staffDocumentPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffDocuments(app.db, request.query),
  );
};

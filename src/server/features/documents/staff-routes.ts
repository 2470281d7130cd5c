import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewDocumentSchema, staffDocumentListQuerySchema, staffDocumentPageSchema } from '@shared/documents/staff-schema';
import { documentViewSchema } from '@shared/documents/schema';
import { bulkDocumentRequestSchema } from '@shared/documents/bulk-schema';
import { bulkResultSchema } from '@shared/lists/bulk-schema';
import { MAX_CASE_DOCUMENTS_PER_UPLOAD } from '@shared/limits';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { AppError } from '../../kernel/errors';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { ingestMultipartUpload } from '../../kernel/uploads/ingest-files';
import { addStaffDocuments } from './add-staff-document';
import { attachmentHeader } from './attachment-header';
import { actOnDocuments } from './bulk-documents';
import { listStaffDocuments } from './list-staff-documents';
import { openDocument } from './open-document';
import { presentDocument } from './present-document';
import { reviewDocument } from './review-document';
import { localeOfRequest } from '../settings/locale';

const refusals = refusalResponses(400, 401, 403, 404);

/** Staff routes of the documents domain, registered under /api/admin by the staff API (staff-api.ts). */
export const documentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listStaffDocuments(app, request.query),
  );

  app.get(
    '/documents/:id/download',
    {
      config: { access: 'staff' },
      schema: { tags: ['documents', 'staff'], summary: 'The original bytes, as an attachment (their SHA-256 is the one listed)', params: idParamSchema },
    },
    async (request, reply) => {
      const file = await openDocument(app, { documentId: request.params.id, viewer: { kind: 'staff', adminId: staffOf(request).adminId } });
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentHeader(file.filename))
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.put(
    '/documents/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['documents', 'staff'],
        summary: "Verify or reject a document (a rejection's reason is shown to the victim); verifying may tick a required document of the case",
        params: idParamSchema,
        body: reviewDocumentSchema,
        response: { 200: documentViewSchema, ...refusals },
      },
    },
    async (request) => presentDocument(await reviewDocument(app, { id: request.params.id, input: request.body, by: staffChange(request) })),
  );

  app.post(
    '/documents/bulk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['documents', 'staff'],
        summary: 'Verifies up to 100 documents at once, or rejects them with one reason each victim reads, each on its own',
        description:
          'Each document is reviewed by the same operation as one at a time, with its own audit row (ticking a required document stays a single review). ' +
          'Each names the `updatedAt` the list showed; one changed since is refused. The answer lists what was done, what already was so, and what was refused with the reason.',
        body: bulkDocumentRequestSchema,
        response: { 200: bulkResultSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => actOnDocuments(app, { items: request.body.items, action: request.body.action, by: staffChange(request), locale: await localeOfRequest(app.db, request) }),
  );

  app.post(
    '/incidents/:id/documents',
    {
      config: { access: 'staff', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['documents', 'staff'],
        summary: 'Add documents to a case as the case team (multipart: documents, category); checked by content like a victim upload',
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 201: z.array(documentViewSchema), ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.');
      const upload = await ingestMultipartUpload(request, {
        storage: app.storage,
        fileField: 'documents',
        maxFiles: MAX_CASE_DOCUMENTS_PER_UPLOAD,
        keyPrefix: 'cases',
      });
      const stored = await addStaffDocuments(app, { incidentId: request.params.id, upload, staff: staffOf(request), by: staffChange(request) });
      return reply.status(201).send(stored);
    },
  );
};

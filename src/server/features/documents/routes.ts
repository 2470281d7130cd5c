import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsQuerySchema, documentViewSchema } from '@shared/documents/schema';
import { MAX_CASE_DOCUMENTS_PER_UPLOAD } from '@shared/limits';
import { idParamSchema, messageResponseSchema } from '@shared/schemas';
import { AppError } from '../../kernel/errors';
import { victimOf } from '../../kernel/plugins/access';
import { victimChange } from '../audit/record-audit';
import { viewerOf } from '../incidents/policy';
import { ingestMultipartUpload } from '../../kernel/uploads/ingest-files';
import { attachmentHeader } from './attachment-header';
import { listCaseDocuments } from './list-case-documents';
import { openDocument } from './open-document';
import { uploadCaseDocuments } from './upload-case-documents';

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents',
    {
      config: { access: 'victim-or-staff' },
      schema: {
        tags: ['documents'],
        summary: 'Documents on a case (owner or staff)',
        querystring: documentsQuerySchema,
        response: { 200: z.array(documentViewSchema), 404: messageResponseSchema },
      },
    },
    async (request) => listCaseDocuments(app, { incidentId: request.query.recoveryId, viewer: viewerOf(request) }),
  );

  app.post(
    '/api/documents',
    {
      config: { access: 'victim', rateLimit: { max: 30, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['documents'],
        summary: 'Upload documents to a case (multipart: documents, category, recoveryId)',
        consumes: ['multipart/form-data'],
        response: { 201: z.array(documentViewSchema) },
      },
    },
    async (request, reply) => {
      const victim = victimOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.');
      // Multipart bodies bypass the zod validator: the operation checks the fields itself.
      const upload = await ingestMultipartUpload(request, {
        storage: app.storage,
        fileField: 'documents',
        maxFiles: MAX_CASE_DOCUMENTS_PER_UPLOAD,
        keyPrefix: 'cases',
      });
      const stored = await uploadCaseDocuments(app, { upload, victim, by: victimChange(request) });
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { access: 'victim-or-staff' },
      schema: { tags: ['documents'], summary: 'The file, as an attachment (owner or staff)', params: idParamSchema },
    },
    async (request, reply) => {
      const file = await openDocument(app, { documentId: request.params.id, viewer: viewerOf(request) });
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', attachmentHeader(file.filename))
        .header('content-length', String(file.sizeBytes))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};

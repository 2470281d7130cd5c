import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentsQuerySchema, documentViewSchema } from '@shared/documents/schema';
import { idParamSchema, messageResponseSchema } from '@shared/schemas';
import { documents, fraudIncidents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findIncidentForViewer } from '../cases/find-incident-for-viewer';
import { confirmedReportsOf } from '../incidents/reports-of';
import { viewerOf } from '../cases/viewer';
import { downloadFilename } from './download-filename';
import { presentDocument } from './present-document';
import { uploadCaseDocuments } from './upload-case-documents';

const NOT_FOUND = 'Document not found';

/** `filename*` carries any name safely; the plain fallback keeps only harmless characters. */
function attachmentHeader(filename: string): string {
  const fallback = filename.replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents',
    {
      config: { access: 'victim-or-admin' },
      schema: {
        tags: ['documents'],
        summary: 'Documents on a case (owner or staff)',
        querystring: documentsQuerySchema,
        response: { 200: z.array(documentViewSchema), 404: messageResponseSchema },
      },
    },
    async (request) => {
      const { incident } = await findIncidentForViewer(app.db, request.query.recoveryId, viewerOf(request));
      const rows = await app.db
        .select()
        .from(documents)
        .where(eq(documents.recoveryId, incident.id))
        .orderBy(desc(documents.uploadDate), desc(documents.id));
      return rows.map(presentDocument);
    },
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
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Please send the form as multipart/form-data.');
      const stored = await uploadCaseDocuments(request, request.victim!.email.toLowerCase());
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      config: { access: 'victim-or-admin' },
      schema: { tags: ['documents'], summary: 'The file, as an attachment (owner or staff)', params: idParamSchema },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const ownership =
        viewer.kind === 'victim'
          ? // A file on a case is the case owner's (D18: only once the report is confirmed); a file on
            // no case is its uploader's.
            or(and(isNull(documents.recoveryId), sql`lower(${documents.userEmail}) = ${viewer.email}`), confirmedReportsOf(viewer.email))
          : undefined;
      const [row] = await app.db
        .select({ document: documents })
        .from(documents)
        .leftJoin(fraudIncidents, eq(fraudIncidents.id, documents.recoveryId))
        .where(and(eq(documents.id, request.params.id), ownership))
        .limit(1);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const stream = await app.storage.read(row.document.storageKey).catch((error: unknown) => {
        throw new AppError('NOT_FOUND', 'The file is no longer available', { cause: error });
      });
      return reply
        .header('content-type', row.document.mimeType)
        .header('content-disposition', attachmentHeader(downloadFilename(row.document.filename, row.document.mimeType)))
        .header('content-length', String(row.document.sizeBytes))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};


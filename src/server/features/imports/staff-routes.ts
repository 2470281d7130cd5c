import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { importCommitFieldsSchema, importPreviewFieldsSchema, importPreviewSchema, importResultSchema } from '@shared/imports/schema';
import { refusalResponses } from '@shared/schemas';
import { schemaRefusal } from '../../kernel/errors';
import { staffChange } from '../audit/record-audit';
import { commitImport } from './commit-import';
import { previewImport } from './preview-import';
import { readImportForm } from './read-import-form';

/** Each import reads up to 5 MB and checks up to 10,000 rows: a person never needs more. */
const IMPORT_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const errors = refusalResponses(400, 401, 403, 409, 413, 415);

/** Multipart fields skip the route's validator: checked here, with the form's own messages. */
function fieldsOf<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw schemaRefusal(parsed.error.issues[0]);
  return parsed.data;
}

/**
 * Importing a caseload (issue 27), registered under /api/admin by the staff API. Admins only: an
 * import makes the records of many victims at once (D17).
 */
export const importsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/imports/preview',
    {
      config: { access: 'admin', rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['imports', 'staff'],
        summary:
          'Check a CSV file of cases or money trails row by row (multipart: kind, file; UTF-8 with a header row, at most 5 MB and 10,000 rows): each refusal with its row, column and reason. Writes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readImportForm(request);
      const { kind } = fieldsOf(importPreviewFieldsSchema, upload.fields);
      return previewImport(app, { kind, fileName: upload.fileName, bytes: upload.bytes, sha256: upload.sha256 });
    },
  );

  app.post(
    '/imports',
    {
      // The records of many victims at once: the admin confirms it is them, as for an export of everyone.
      config: { access: 'admin', freshAuth: true, rateLimit: IMPORT_RATE_LIMIT },
      schema: {
        tags: ['imports', 'staff'],
        summary:
          'Import every good row of the previewed file in one transaction, all or nothing (multipart: kind, file, previewDigest, vouched); 409 when the rows to import are no longer those the preview showed; audited',
        consumes: ['multipart/form-data'],
        response: { 201: importResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readImportForm(request);
      const fields = fieldsOf(importCommitFieldsSchema, upload.fields);
      const result = await commitImport(app, {
        kind: fields.kind,
        fileName: upload.fileName,
        bytes: upload.bytes,
        sha256: upload.sha256,
        previewDigest: fields.previewDigest,
        vouched: fields.vouched === 'true',
        by: staffChange(request),
      });
      return reply.status(201).send(result);
    },
  );
};

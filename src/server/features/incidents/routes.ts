import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVIDENCE_FIELD, reportIncidentResponseSchema } from '@shared/incidents/report-schema';
import { MAX_EVIDENCE_FILES } from '@shared/limits';
import { messageResponseSchema } from '@shared/schemas';
import { ingestMultipartUpload } from '../documents/ingest-files';
import { reportIncident } from './report-incident';

export const incidentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/report-incident',
    {
      config: { access: 'public', rateLimit: app.rateLimits.reportPerClient },
      schema: {
        tags: ['incidents'],
        summary: 'Report an incident, with up to 10 evidence files (multipart/form-data)',
        description:
          'Text fields victimEmail, platformName, websiteUrl (optional), incidentDate, lossAmount, description, ' +
          `fraudType; files in "${EVIDENCE_FIELD}" (repeated), each at most 10 MB: images, PDF, DOC or DOCX, ` +
          'checked by content. Nothing is kept when any part is refused.',
        consumes: ['multipart/form-data'],
        response: {
          201: reportIncidentResponseSchema,
          400: messageResponseSchema,
          413: messageResponseSchema,
          415: messageResponseSchema,
          429: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Multipart bodies bypass the zod validator: the operation checks the fields itself.
      const upload = await ingestMultipartUpload(request, {
        storage: app.storage,
        fileField: EVIDENCE_FIELD,
        maxFiles: MAX_EVIDENCE_FILES,
        keyPrefix: 'evidence',
      });
      const result = await reportIncident(app.db, upload);
      return reply.status(201).send(result);
    },
  );
};

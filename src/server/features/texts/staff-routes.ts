import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overrideTextSchema, restoreTextSchema, textEntrySchema, textListQuerySchema, textPageSchema } from '@shared/texts/schema';
import { refusalResponses } from '@shared/schemas';
import { staffChange } from '../audit/record-audit';
import { listTexts } from './list-texts';
import { overrideText, restoreText } from './override-text';

const errors = refusalResponses(400, 401, 403, 404);

/**
 * The organisation's own words (issue 28), admins only (D17) like the settings, registered under
 * /api/admin by the staff API. An override stands in for a text wherever it is said: the web's
 * catalogues as served (kernel/plugins/web-app.ts), and the server's e-mails and documents.
 */
export const textsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/texts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: "One language's texts, a page at a time (admins only): the English, Haven's words in that language and the organisation's, if any",
        querystring: textListQuerySchema,
        response: { 200: textPageSchema, ...errors },
      },
    },
    async (request) => listTexts(app, request.query),
  );

  app.put(
    '/texts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: 'Override one text in one language; it must read as a message and use only the values and tags the English has',
        body: overrideTextSchema,
        response: { 200: textEntrySchema, ...errors },
      },
    },
    async (request) => overrideText(app, { ...request.body, by: staffChange(request) }),
  );

  app.post(
    '/texts/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: "Back to Haven's words for one text in one language",
        body: restoreTextSchema,
        response: { 200: textEntrySchema, ...errors },
      },
    },
    async (request) => restoreText(app, { ...request.body, by: staffChange(request) }),
  );
};

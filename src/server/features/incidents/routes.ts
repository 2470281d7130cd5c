import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientGone } from '../../kernel/plugins/client-gone';
import {
  EVIDENCE_FIELD,
  reportConfirmationDetailsSchema,
  reportConfirmationParamsSchema,
  reportConfirmedResponseSchema,
  reportIncidentResponseSchema,
} from '@shared/incidents/report-schema';
import { MAX_EVIDENCE_FILES } from '@shared/limits';
import { messageResponseSchema } from '@shared/schemas';
import { ingestMultipartUpload } from '../../kernel/uploads/ingest-files';
import { confirmReport, describeReportConfirmation } from './confirm-report';
import { clientOf } from '../../kernel/plugins/client-address';
import { accountEvidenceBudget, reportClientKey, unconfirmedEvidenceBudget } from './evidence-budget';
import { reportIncident } from './report-incident';
import { victimChange } from '../audit/record-audit';
import { localeOfRequest } from '../settings/locale';

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
          'checked by content. Nothing is kept when any part is refused. A report made while signed in as ' +
          'victimEmail belongs to that account at once; any other is kept unconfirmed and a link to confirm it ' +
          'is e-mailed to victimEmail (DECISIONS D18). Evidence is bounded per sender in 24 hours, confirmed or not, ' +
          'and for unconfirmed reports in total (settings unconfirmed_evidence_mb_per_client, unconfirmed_evidence_total_gb); ' +
          'a signed-in victim\'s own reports per account in 24 hours (report_evidence_mb_per_account): past any, 429 and nothing is kept. ' +
          'An optional submissionKey (16 to 100 letters, digits, - or _), new per report and the same when the form retries it, ' +
          'makes a retry answer 200 with the first report instead of filing it twice.',
        consumes: ['multipart/form-data'],
        response: {
          200: reportIncidentResponseSchema,
          201: reportIncidentResponseSchema,
          400: messageResponseSchema,
          413: messageResponseSchema,
          415: messageResponseSchema,
          429: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const signedInEmail = request.victim?.email ?? null;
      const clientKey = reportClientKey(clientOf(request.ip), app.config.sessionSecret);
      // Without a signed-in owner the report waits unconfirmed (D18): its files stop at the
      // sender's evidence budget as they arrive; a signed-in victim's at the account's. Which one a
      // signed-in report counts under is known once its fields are read (reportIncident).
      const budget = signedInEmail
        ? await accountEvidenceBudget(app, { email: signedInEmail })
        : await unconfirmedEvidenceBudget(app, { clientKey });
      // Multipart bodies bypass the zod validator: the operation checks the fields itself.
      const upload = await ingestMultipartUpload(request, {
        storage: app.storage,
        fileField: EVIDENCE_FIELD,
        maxFiles: MAX_EVIDENCE_FILES,
        keyPrefix: 'evidence',
        budget,
      });
      const { repeated, ...result } = await reportIncident(app, { upload, locale: await localeOfRequest(app.db, request), signedIn: request.victim, by: victimChange(request), clientKey, signal: clientGone(reply) });
      return reply.status(repeated ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/report-confirmations/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['incidents'],
        summary: 'Whether a report confirmation link is still valid, and which report it confirms',
        params: reportConfirmationParamsSchema,
        response: { 200: reportConfirmationDetailsSchema },
      },
    },
    async (request) => describeReportConfirmation(app, { token: request.params.token }),
  );

  app.post(
    '/api/report-confirmations/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['incidents'],
        summary: "Confirms a report as its e-mail owner's, through the mailed link (D18)",
        params: reportConfirmationParamsSchema,
        response: { 200: reportConfirmedResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => confirmReport(app, { token: request.params.token, ip: request.ip }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import { threatIntelQuerySchema } from '@shared/threat-intel/schema';
import { staffOf } from '../../../kernel/plugins/access';
import { staffChange } from '../../audit/record-audit';
import { EXPORT_RATE_LIMIT, sendExport } from '../send-export';
import { openThreatIntelExport } from './open-threat-intel-export';

/**
 * Sharing scammer identifiers (issue 27), under /api/admin: a case's, or every case's the staff
 * member may share, as a STIX 2.1 bundle or a MISP event. Audited; never a victim's data.
 */
export const threatIntelStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incidents/:id/threat-intel',
    {
      config: { access: 'staff', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['export', 'staff'],
        summary:
          "The case's scammer identifiers (its website's domain and address, the accounts, wallets, e-mail addresses and phones its verified or suspicious money trails paid) as a STIX 2.1 bundle or a MISP event; never the victim's data; audited",
        params: idParamSchema,
        querystring: threatIntelQuerySchema,
        response: refusalResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const opened = await openThreatIntelExport(app, {
        format: request.query.format,
        incidentId: request.params.id,
        staff: staffOf(request),
        by: staffChange(request),
      });
      return sendExport(reply, opened);
    },
  );

  app.get(
    '/threat-intel',
    {
      // An admin shares every confirmed case (after a fresh confirmation), a caseworker their own cases (D17).
      config: { access: 'staff', rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags: ['export', 'staff'],
        summary:
          'The scammer identifiers of every confirmed case the staff member may export (an admin: all; a caseworker: their own cases) as a STIX 2.1 bundle or a MISP event; never victims\' data; audited',
        querystring: threatIntelQuerySchema,
        response: refusalResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const opened = await openThreatIntelExport(app, { format: request.query.format, staff: staffOf(request), by: staffChange(request) });
      return sendExport(reply, opened);
    },
  );
};

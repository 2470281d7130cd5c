import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { limitPerSubject } from '../../kernel/plugins/subject-limit';
import { textsFor } from '../../kernel/texts/texts';
import { staffChange, victimChange } from '../audit/record-audit';
import { viewerOf } from '../incidents/policy';
import { localeOfRequest } from '../settings/locale';
import { downloadEvidencePack } from './download-evidence-pack';

const zipHeaders = (filename: string) => ({
  'content-type': 'application/zip',
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/** A budget per person on each route: a staff member counted as themselves, a victim by their account. */
const packLimit = (app: FastifyInstance) =>
  limitPerSubject(app, 'evidence-pack', app.rateLimits.evidencePackPerPerson, (request) =>
    request.staff ? `staff:${request.staff.adminId}` : request.victim ? `victim:${request.victim.userId}` : null,
  );

/** The victim's (and staff's) pack from the case page: `GET /api/recovery-details/{id}/evidence-pack`. */
export const evidencePackRoutes: FastifyPluginAsyncZod = async (app) => {
  const perPerson = packLimit(app);
  app.get(
    '/api/recovery-details/:id/evidence-pack',
    {
      config: { access: 'victim-or-staff' },
      schema: {
        tags: ['cases'],
        summary: 'A ZIP for police, a bank or a lawyer: summary.pdf, the case files and manifest.csv (name,bytes,sha256); owner or staff',
        params: idParamSchema,
      },
      preHandler: perPerson,
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const by = viewer.kind === 'staff' ? staffChange(request) : victimChange(request);
      // The summary in the asker's language (the web's choice, else their browser's).
      const locale = await localeOfRequest(app.db, request);
      const i18n = textsFor(locale);
      const generatedBy =
        viewer.kind === 'staff'
          ? (staffOf(request).displayName ?? staffOf(request).username)
          : i18n._({ id: 'pdf.evidence-pack.by-victim', message: 'the victim ({email})', values: { email: viewer.email } });
      const pack = await downloadEvidencePack(app, { incidentId: request.params.id, viewer, generatedBy, by, locale });
      return reply.headers(zipHeaders(pack.filename)).send(pack.stream);
    },
  );
};

/** The staff route, registered under /api/admin: `GET /api/admin/incidents/{id}/evidence-pack`. */
export const evidencePackStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const perPerson = packLimit(app);
  app.get(
    '/incidents/:id/evidence-pack',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['cases', 'staff'],
        summary: 'A ZIP for police, a bank or a lawyer: summary.pdf, the case files and manifest.csv (name,bytes,sha256)',
        params: idParamSchema,
      },
      preHandler: perPerson,
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const pack = await downloadEvidencePack(app, {
        incidentId: request.params.id,
        viewer: { kind: 'staff', adminId: staff.adminId },
        generatedBy: staff.displayName ?? staff.username,
        by: staffChange(request),
        locale: await localeOfRequest(app.db, request),
      });
      return reply.headers(zipHeaders(pack.filename)).send(pack.stream);
    },
  );
};

import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generateReportSchema,
  generatedReportSchema,
  reportFilterOptionsSchema,
  reportListQuerySchema,
  staffReportPageSchema,
} from '@shared/reports/staff-schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { platforms } from '../../kernel/db/schema/index';
import { staffOf } from '../../kernel/plugins/access';
import { limitPerSubject } from '../../kernel/plugins/subject-limit';
import { staffChange } from '../audit/record-audit';
import { localeOfRequest } from '../settings/locale';
import { downloadReportPdf } from './download-report-pdf';
import { generateReport } from './generate-report';
import { listStaffReports } from './list-staff-reports';

const errors = refusalResponses(400, 401, 403);

/** Staff routes of the reports domain, registered under /api/admin by the staff API (staff-api.ts). */
export const reportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffMember = (request: FastifyRequest) => String(staffOf(request).adminId);
  const generatePerStaff = limitPerSubject(app, 'report-generate', app.rateLimits.reportGeneratePerStaff, staffMember);
  const pdfPerStaff = limitPerSubject(app, 'report-pdf', app.rateLimits.reportPdfPerStaff, staffMember);

  app.get(
    '/reports',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reports', 'staff'],
        summary: 'Generated reports, a page at a time, most recent first: search name or description; filter by type',
        querystring: reportListQuerySchema,
        response: { 200: staffReportPageSchema, ...errors },
      },
    },
    async (request) => listStaffReports(app, request.query),
  );

  app.get(
    '/reports/filter-options',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reports', 'staff'],
        summary: "What the report filters offer: the directory's platform types",
        response: { 200: reportFilterOptionsSchema, ...errors },
      },
    },
    async () => {
      const rows = await app.db
        .selectDistinct({ type: sql<string>`coalesce(${platforms.type}, 'Other')` })
        .from(platforms)
        .orderBy(sql`1`);
      return { platformTypes: rows.map((r) => r.type) };
    },
  );

  app.post(
    '/reports/generate',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reports', 'staff'],
        summary: 'Count a report from the data as it is now and store the figures with it; generatedBy is the signed-in staff member',
        body: generateReportSchema,
        response: { 200: generatedReportSchema, 429: messageResponseSchema, ...errors },
      },
      preHandler: generatePerStaff,
    },
    async (request) => generateReport(app, { ...request.body, by: staffChange(request) }),
  );

  app.get(
    '/reports/:id/pdf',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['reports', 'staff'],
        summary: 'The report as a PDF, drawn from its stored figures, named <type>-<id>-<yyyy-mm-dd>.pdf',
        params: idParamSchema,
      },
      preHandler: pdfPerStaff,
    },
    async (request, reply) => {
      // Drawn at each download from the stored figures, in the language of whoever downloads it.
      const locale = await localeOfRequest(app.db, request);
      const { pdf, fileName } = await downloadReportPdf(app, { id: request.params.id, by: staffChange(request), locale });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';

/** The four reports the spec's Generate cards make. */
export const reportTypes = ['incident_summary', 'user_activity', 'financial_overview', 'recovery_statistics'] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportListSorts = ['newest', 'oldest'] as const;
export type ReportListSort = (typeof reportListSorts)[number];

/**
 * `GET /api/admin/reports`: most recent first. `q` finds the name or description (anywhere, % and _
 * literal); `status` is the report type.
 */
export const reportListQuerySchema = listQuerySchema(reportTypes, reportListSorts);
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** The spec's report entity, without the stored figures (those go into its PDF). */
export const staffReportSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffReportPageSchema = listPageSchema(staffReportSchema);
export type StaffReportPage = z.infer<typeof staffReportPageSchema>;

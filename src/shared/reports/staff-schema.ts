import { z } from 'zod';
import { incidentStatuses } from '../incidents/status';
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

export const reportTypeLabels: Record<ReportType, string> = {
  incident_summary: 'Incident Summary',
  user_activity: 'User Activity',
  financial_overview: 'Financial Overview',
  recovery_statistics: 'Recovery Statistics',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (text: string) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * What a report covers: incidents reported from `from` to `to` (whole days, UTC, both included),
 * of one status and one platform type, or all, and carrying one tag if `tag` names one (issue 26).
 * Empty means no limit.
 */
export const reportFiltersSchema = z
  .object({
    from: z.string().regex(isoDate, 'From must be a date (YYYY-MM-DD)').refine(realDate, 'From must be a real date').optional(),
    to: z.string().regex(isoDate, 'To must be a date (YYYY-MM-DD)').refine(realDate, 'To must be a real date').optional(),
    status: z.enum(['all', ...incidentStatuses], { error: 'Please choose a status' }).default('all'),
    platformType: z.string().trim().min(1, 'Please choose a platform type').max(100, 'The platform type is too long').default('all'),
    tag: z.number({ error: 'Please choose a tag from the list' }).int('Please choose a tag from the list').positive('Please choose a tag from the list').max(2_147_483_647, 'Please choose a tag from the list').optional(),
  })
  .superRefine((filters, ctx) => {
    if (filters.from && filters.to && filters.from > filters.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From' });
    }
  });
export type ReportFilters = z.output<typeof reportFiltersSchema>;
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;

/**
 * What a report covered, kept with it so each reader's language says it (issue 28): its filters and,
 * for a tag, the tag's name when the report was made (a tag renamed or deleted since does not
 * change what the report was about).
 */
export const reportCoversSchema = z.object({ filters: reportFiltersSchema, tagName: z.string().nullable() });
export type ReportCovers = z.infer<typeof reportCoversSchema>;

/**
 * The spec's report entity, without the stored figures (those go into its PDF). `description` is
 * the filters in English words as stored (what the search reads); `covers` is what a screen says
 * in its reader's language, null for a report only its description describes (filtered by a tag
 * before the tag's name was kept).
 */
export const staffReportSchema = z.object({
  id: z.number(),
  type: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  covers: reportCoversSchema.nullable(),
  status: z.string(),
  generatedAt: z.string(),
  generatedBy: z.string(),
});
export type StaffReport = z.infer<typeof staffReportSchema>;

export const staffReportPageSchema = listPageSchema(staffReportSchema);
export type StaffReportPage = z.infer<typeof staffReportPageSchema>;

/**
 * `POST /api/admin/reports/generate`. The spec's body also names `generatedBy`; it is ignored:
 * the server records the signed-in staff member.
 */
export const generateReportSchema = z.object({
  type: z.enum(reportTypes, { error: 'Please choose a report type' }),
  filters: reportFiltersSchema.default({ status: 'all', platformType: 'all' }),
});
export type GenerateReportInput = z.input<typeof generateReportSchema>;

/** A generated report as the generate call answers it: the list's fields and the filters it used. */
export const generatedReportSchema = staffReportSchema.extend({ filters: reportFiltersSchema });
export type GeneratedReport = z.infer<typeof generatedReportSchema>;

/** What the report cards' filters offer: the platform types the directory actually has. */
export const reportFilterOptionsSchema = z.object({ platformTypes: z.array(z.string()) });
export type ReportFilterOptions = z.infer<typeof reportFilterOptionsSchema>;

import { z } from 'zod';

/**
 * The staff lists that can be downloaded whole (D10), by the path segment of
 * `GET /api/admin/export/{list}`: the same names as the lists' own routes.
 */
export const exportLists = [
  'users',
  'incidents',
  'recovery-applications',
  'money-trails',
  'payout-requests',
  'documents',
  'messages',
  'audit-log',
] as const;
export type ExportList = (typeof exportLists)[number];

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Each list as the staff side names it (the section's title). */
export const exportListTitles: Record<ExportList, string> = {
  users: 'Users',
  incidents: 'Incidents',
  'recovery-applications': 'Recovery Applications',
  'money-trails': 'Money Trails',
  'payout-requests': 'Payouts',
  documents: 'Documents',
  messages: 'Messages',
  'audit-log': 'Audit Log',
};

export const UNKNOWN_EXPORT_LIST = `Please choose a list to export: ${exportLists.join(', ')}`;
export const UNKNOWN_EXPORT_FORMAT = 'Please choose the format csv or json';

/** Whether a path segment names a list that can be exported. */
export const isExportList = (value: string): value is ExportList => (exportLists as readonly string[]).includes(value);

/**
 * The list is checked by the route (`isExportList`), after the query string: Fastify validates the
 * path first, and a NUL character or an over-long value in the query should be refused for itself,
 * as on every other route, whatever the path names.
 */
export const exportParamsSchema = z.object({
  list: z.string().max(60, UNKNOWN_EXPORT_LIST).meta({ description: `One of: ${exportLists.join(', ')}` }),
});

/**
 * `?format=csv|json` (csv when left out) and the list's own filters, which the server reads with
 * that list's query schema: the same q, status, sort and extra keys as the list itself. Paging
 * keys are ignored: every matching row goes into the file.
 */
export const exportQuerySchema = z.looseObject({
  format: z.enum(exportFormats, { error: UNKNOWN_EXPORT_FORMAT }).default('csv'),
});

/** The paging keys of a list's query, which an export leaves out. */
export const pagingKeys = ['page', 'pageSize'] as const;

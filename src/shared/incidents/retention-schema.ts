import { z } from 'zod';

/**
 * Where an unconfirmed report (D18) stands with the retention rule: removed, with its files, once
 * older than the setting's days, unless staff keep it. A confirmed report is never removed.
 */
export const reportRetentionSchema = z.object({
  incidentId: z.number().int(),
  confirmed: z.boolean(),
  retentionDays: z.number().int(),
  /** When staff chose to keep it; null when nobody did. */
  keptAt: z.string().nullable(),
  /** When the nightly pass will remove it; null when it is kept or confirmed. */
  removalDue: z.string().nullable(),
});
export type ReportRetention = z.infer<typeof reportRetentionSchema>;

import { z } from 'zod';
import { settlementSchema } from '../cases/schema';
import { searchIncidentSchema, searchPlatformSchema } from '../search/schema';

export const dashboardIncidentSchema = z.object({
  incident: searchIncidentSchema.extend({ lossAmount: z.string() }),
  platform: searchPlatformSchema,
  settlement: settlementSchema,
  canRequestPayout: z.boolean(),
  canApply: z.boolean(),
  hasApplied: z.boolean(),
});
export type DashboardIncident = z.infer<typeof dashboardIncidentSchema>;

/** Every figure is computed from stored data (DECISIONS D4, D5); null means "nothing to compute yet". */
export const dashboardSummarySchema = z.object({
  email: z.string(),
  totals: z.object({
    totalLoss: z.string(),
    recovered: z.string(),
    /** Loss on incidents whose platform allows recovery and that are not resolved or closed. */
    potentiallyRecoverable: z.string(),
    availableForPayout: z.string(),
    incidentCount: z.number(),
  }),
  /** recovered / total loss x 100, one decimal; null when there is no loss on record. */
  successRate: z.number().nullable(),
  tiles: z.object({
    platformsInDirectory: z.number(),
    reportsThisMonth: z.number(),
    /** Share of closed cases (resolved or closed) with recovered funds above zero; null when none closed. */
    closedWithFundsRecoveredPercent: z.number().nullable(),
  }),
  incidents: z.array(dashboardIncidentSchema),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

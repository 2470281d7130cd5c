import { z } from 'zod';
import { caseDetailsSchema, settlementSchema } from '../cases/schema';
import { ownSearchIncidentSchema, searchPlatformSchema } from '../search/schema';

export const dashboardIncidentSchema = z.object({
  incident: ownSearchIncidentSchema,
  platform: searchPlatformSchema,
  settlement: settlementSchema,
  canRequestPayout: z.boolean(),
  /** From shared/incidents/case-rules, the rule the search card follows too. */
  canApply: z.boolean(),
  hasApplied: z.boolean(),
});
export type DashboardIncident = z.infer<typeof dashboardIncidentSchema>;

/** The money figures of the victim's cases in one currency: never added across currencies (issue 28). */
export const currencyTotalsSchema = z.object({
  currency: z.string(),
  totalLoss: z.string(),
  recovered: z.string(),
  /**
   * Loss on cases whose status says recovery help exists (shared/incidents/case-rules). It is what
   * was lost, not what may come back (D5), so screens never give it headline weight.
   */
  lossWithRecoveryHelp: z.string(),
  availableForPayout: z.string(),
  /** recovered / total loss x 100 in this currency, one decimal; null when no loss is on record. */
  successRate: z.number().nullable(),
});
export type CurrencyTotals = z.infer<typeof currencyTotalsSchema>;

/** Every figure is computed from stored data (DECISIONS D4, D5); null means "nothing to compute yet". */
export const dashboardSummarySchema = z.object({
  email: z.string(),
  totals: z.object({
    /** One entry per currency the victim's cases are in, USD first, then by code; empty with no cases. */
    byCurrency: z.array(currencyTotalsSchema),
    incidentCount: z.number(),
  }),
  payoutOptions: caseDetailsSchema.shape.payoutOptions,
  /**
   * recovered / total loss x 100, one decimal, when every case is in one currency; null when there
   * is no loss on record, or when the cases are in several (each currency has its own rate then).
   */
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

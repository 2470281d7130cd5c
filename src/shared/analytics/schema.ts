import { z } from 'zod';
import { incidentStatuses } from '../incidents/status';
import { analyticsRangeProblem } from './range';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const realDate = (text: string) => {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
};

/**
 * `GET /api/admin/analytics?from&to`: incidents reported from `from` to `to` (whole UTC days, both
 * included). Without them, the twelve months up to today.
 */
export const analyticsQuerySchema = z
  .object({
    from: z.string().regex(isoDate, 'From must be a date (YYYY-MM-DD)').refine(realDate, 'From must be a real date').optional(),
    to: z.string().regex(isoDate, 'To must be a date (YYYY-MM-DD)').refine(realDate, 'To must be a real date').optional(),
  })
  .superRefine((query, ctx) => {
    const problem = query.from && query.to ? analyticsRangeProblem({ from: query.from, to: query.to }) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** One figure per currency, USD first, then by code: amounts are never added across currencies (issue 28). */
const money = z.array(z.object({ currency: z.string(), amount: z.string() }));

/** The charts' data, each figure counted by the database over the incidents reported in the range. */
export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every week of the range (Monday, ISO), with none as 0. */
  incidentsPerWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  /** Every case counted; `loss` (here and in topPlatforms) has one sum per currency the cases are in. */
  lossByPlatformType: z.array(z.object({ type: z.string(), count: z.number(), loss: money })),
  /** Every status in the D12 order, with none as 0. */
  statusFunnel: z.array(z.object({ status: z.enum(incidentStatuses), count: z.number() })),
  /** What staff recorded as recovered so far on the cases reported each month, per currency (0 where nothing came back). */
  recoveredPerMonth: z.array(z.object({ month: z.string(), recovered: money })),
  topPlatforms: z.array(z.object({ name: z.string(), count: z.number(), loss: money })),
  firstStaffAction: z.object({
    medianDays: z.number().nullable(),
    incidents: z.number(),
    perMonth: z.array(z.object({ month: z.string(), medianDays: z.number(), incidents: z.number() })),
  }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

import type { AnalyticsQuery } from '@shared/analytics/schema';
import { analyticsRangeProblem, resolveAnalyticsRange } from '@shared/analytics/range';
import { AppError } from '../../kernel/errors';
import { foreignText } from '../../kernel/texts/error-texts';

/** Whole UTC days, both included (YYYY-MM-DD). */
export type AnalyticsRange = { from: string; to: string };

/**
 * The range to count over: the one asked for, or the twelve months up to today. The query schema
 * checks two given dates; "from" alone ends today, which only the server knows, so it is checked here.
 */
export function analyticsRange(query: AnalyticsQuery, now: Date): AnalyticsRange {
  const range = resolveAnalyticsRange(query, now.toISOString().slice(0, 10));
  const problem = analyticsRangeProblem(range);
  if (problem) {
    const message = problem.field === 'to' && !query.to ? 'From must be today or earlier' : foreignText(problem.message);
    throw new AppError('VALIDATION_FAILED', message);
  }
  return range;
}

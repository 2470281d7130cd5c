import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';

const DAY_MS = 86_400_000;

/** Incidents reported in the range: a half-open interval on created_at, so its index serves it. */
export function reportedIn(range: AnalyticsRange): SQL {
  const start = `${range.from}T00:00:00.000Z`;
  const end = new Date(Date.parse(`${range.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return sql`${i.createdAt} >= ${start}::timestamptz and ${i.createdAt} < ${end}::timestamptz`;
}

export const incidentsWithPlatform = sql`${i} join ${platforms} on ${platforms.id} = ${i.platformId}`;

// Grouped by the month's first instant (date_trunc is cheap per row) and written as 'YYYY-MM' once
// per group, as the reports do: to_char on every row of a million costs a few hundred milliseconds.
export const monthOf = (column: AnyColumn) => sql`date_trunc('month', ${column} at time zone 'UTC')`;
export const monthText = (month: SQL) => sql`to_char(${month}, 'YYYY-MM')`;

/** An exact sum as text with two places ('0.00' for none): money never passes through a float. */
export const moneyText = (expression: SQL) => sql`coalesce(${expression}, 0)::numeric(20, 2)::text`;

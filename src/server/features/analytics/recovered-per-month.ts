import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { CurrencyTotal } from '@shared/money/format-money';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { inCurrencyPlaces, monthOf, monthText, perCurrency, reportedIn } from './analytics-sql';

// What staff recorded as recovered (financial_data.recoveredAmount, D5), read as Reports read it.
const recovered = sql`coalesce(nullif(${i.financialData}->>'recoveredAmount', ''), '0')::numeric`;

/**
 * Funds recorded as recovered so far, by the month the case was reported: there is no dated record
 * of when money came back, so the month is the report's, and the card says so. One figure per
 * currency the month's cases are in, 0 where nothing came back (issue 28).
 */
export async function recoveredPerMonth(db: Db, range: AnalyticsRange): Promise<Analytics['recoveredPerMonth']> {
  const month = monthOf(i.createdAt);
  const rows = await selectRows<{ month: string; recovered: CurrencyTotal[] }>(db, sql`
    select ${monthText(sql`month_start`)} as month, ${perCurrency} as recovered
    from (
      select ${month} as month_start, ${i.currency} as currency, sum(${recovered})::text as amount
      from ${i} where ${reportedIn(range)}
      group by 1, 2
    ) by_currency
    group by month_start order by month_start`);
  return rows.map((r) => ({ month: r.month, recovered: inCurrencyPlaces(r.recovered) }));
}

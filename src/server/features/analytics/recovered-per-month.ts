import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { monthOf, monthText, moneyText, reportedIn } from './analytics-sql';

// What staff recorded as recovered (financial_data.recoveredAmount, D5), read as Reports read it.
const recovered = sql`coalesce(nullif(${i.financialData}->>'recoveredAmount', ''), '0')::numeric`;

/**
 * Funds recorded as recovered so far, by the month the case was reported: there is no dated record
 * of when money came back, so the month is the report's, and the card says so.
 */
export async function recoveredPerMonth(db: Db, range: AnalyticsRange): Promise<Analytics['recoveredPerMonth']> {
  const month = monthOf(i.createdAt);
  const rows = await selectRows<{ month: string; recovered: string }>(db, sql`
    select ${monthText(month)} as month, ${moneyText(sql`sum(${recovered}) filter (where ${i.currency} = 'USD')`)} as recovered
    from ${i} where ${reportedIn(range)}
    group by ${month} order by ${month}`);
  return rows.map((r) => ({ month: r.month, recovered: r.recovered }));
}

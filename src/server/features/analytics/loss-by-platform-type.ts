import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { CurrencyTotal } from '@shared/money/format-money';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { inCurrencyPlaces, incidentsWithPlatform, perCurrency, reportedIn } from './analytics-sql';

/**
 * The loss victims reported, by the kind of platform; a platform with no type is 'Other', as in
 * Reports. Each type's loss is one figure per currency its cases are in (issue 28), so types are
 * ordered by how many incidents name them, then by name: losses in two currencies have no order.
 */
export async function lossByPlatformType(db: Db, range: AnalyticsRange): Promise<Analytics['lossByPlatformType']> {
  const rows = await selectRows<{ type: string; count: number; loss: CurrencyTotal[] }>(db, sql`
    select type, sum(count)::int as count, ${perCurrency} as loss
    from (
      select coalesce(${platforms.type}, 'Other') as type, ${i.currency} as currency, count(*) as count, sum(${i.lossAmount})::text as amount
      from ${incidentsWithPlatform} where ${reportedIn(range)}
      group by 1, 2
    ) by_currency
    group by type order by 2 desc, type`);
  return rows.map((r) => ({ type: r.type, count: Number(r.count), loss: inCurrencyPlaces(r.loss) }));
}

import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { CurrencyTotal } from '@shared/money/format-money';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { inCurrencyPlaces, incidentsWithPlatform, perCurrency, reportedIn } from './analytics-sql';

const TOP_PLATFORMS = 10;

/**
 * The ten platforms named in the most incidents; ties go to the name, since losses in two currencies
 * have no order. Each one's loss is one figure per currency (issue 28).
 */
export async function topPlatforms(db: Db, range: AnalyticsRange): Promise<Analytics['topPlatforms']> {
  const rows = await selectRows<{ name: string; count: number; loss: CurrencyTotal[] }>(db, sql`
    select id, name, sum(count)::int as count, ${perCurrency} as loss
    from (
      select ${platforms.id} as id, ${platforms.name} as name, ${i.currency} as currency, count(*) as count, sum(${i.lossAmount})::text as amount
      from ${incidentsWithPlatform} where ${reportedIn(range)}
      group by 1, 2, 3
    ) by_currency
    group by id, name
    order by 3 desc, name, id
    limit ${TOP_PLATFORMS}`);
  return rows.map((r) => ({ name: r.name, count: Number(r.count), loss: inCurrencyPlaces(r.loss) }));
}

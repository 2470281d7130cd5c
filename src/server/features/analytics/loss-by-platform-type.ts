import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { incidentsWithPlatform, moneyText, reportedIn } from './analytics-sql';

/**
 * The loss victims reported, by the kind of platform (largest first); a platform with no type is
 * 'Other', as in Reports. Every case is counted; the loss sums the US-dollar cases only, since
 * amounts are never added across currencies (issue 28).
 */
export async function lossByPlatformType(db: Db, range: AnalyticsRange): Promise<Analytics['lossByPlatformType']> {
  const rows = await selectRows<{ type: string; count: number; loss: string }>(db, sql`
    select coalesce(${platforms.type}, 'Other') as type, count(*)::int as count, ${moneyText(sql`sum(${i.lossAmount}) filter (where ${i.currency} = 'USD')`)} as loss
    from ${incidentsWithPlatform} where ${reportedIn(range)}
    group by 1 order by sum(${i.lossAmount}) filter (where ${i.currency} = 'USD') desc nulls last, 1`);
  return rows.map((r) => ({ type: r.type, count: Number(r.count), loss: r.loss }));
}

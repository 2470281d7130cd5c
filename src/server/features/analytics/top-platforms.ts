import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i, platforms } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { incidentsWithPlatform, moneyText, reportedIn } from './analytics-sql';

const TOP_PLATFORMS = 10;

/** The ten platforms named in the most incidents; ties go to the larger loss, then the name. */
export async function topPlatforms(db: Db, range: AnalyticsRange): Promise<Analytics['topPlatforms']> {
  const rows = await selectRows<{ name: string; count: number; loss: string }>(db, sql`
    select ${platforms.name} as name, count(*)::int as count, ${moneyText(sql`sum(${i.lossAmount}) filter (where ${i.currency} = 'USD')`)} as loss
    from ${incidentsWithPlatform} where ${reportedIn(range)}
    group by ${platforms.id}, ${platforms.name}
    order by count(*) desc, sum(${i.lossAmount}) filter (where ${i.currency} = 'USD') desc nulls last, ${platforms.name}
    limit ${TOP_PLATFORMS}`);
  return rows.map((r) => ({ name: r.name, count: Number(r.count), loss: r.loss }));
}

import { sql } from 'drizzle-orm';
import type { Analytics } from '@shared/analytics/schema';
import { incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import type { Db } from '../../kernel/db/client';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents as i } from '../../kernel/db/schema/index';
import type { AnalyticsRange } from './analytics-range';
import { reportedIn } from './analytics-sql';

/** Where the incidents reported in the range stand now: every status in the D12 order, none as 0. */
export async function statusFunnel(db: Db, range: AnalyticsRange): Promise<Analytics['statusFunnel']> {
  const rows = await selectRows<{ status: IncidentStatus; count: number }>(db, sql`
    select ${i.status} as status, count(*)::int as count from ${i} where ${reportedIn(range)} group by 1`);
  const byStatus = new Map(rows.map((r) => [r.status, Number(r.count)]));
  return incidentStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

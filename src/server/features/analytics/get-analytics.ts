import type { Analytics, AnalyticsQuery } from '@shared/analytics/schema';
import type { Db } from '../../kernel/db/client';
import type { Clock } from '../../dependencies';
import { analyticsRange } from './analytics-range';
import { firstStaffAction } from './first-staff-action';
import { incidentsPerWeek } from './incidents-per-week';
import { lossByPlatformType } from './loss-by-platform-type';
import { recoveredPerMonth } from './recovered-per-month';
import { statusFunnel } from './status-funnel';
import { topPlatforms } from './top-platforms';

/**
 * The Analytics charts over the incidents reported in the range: each counted by PostgreSQL in one
 * statement of its own (run side by side); no incident row is loaded into the server.
 */
export async function getAnalytics(deps: { db: Db; clock: Clock }, query: AnalyticsQuery): Promise<Analytics> {
  const range = analyticsRange(query, deps.clock());
  const { db } = deps;
  const [weeks, types, funnel, recovered, top, firstAction] = await Promise.all([
    incidentsPerWeek(db, range),
    lossByPlatformType(db, range),
    statusFunnel(db, range),
    recoveredPerMonth(db, range),
    topPlatforms(db, range),
    firstStaffAction(db, range),
  ]);
  return {
    ...range,
    incidentsPerWeek: weeks,
    lossByPlatformType: types,
    statusFunnel: funnel,
    recoveredPerMonth: recovered,
    topPlatforms: top,
    firstStaffAction: firstAction,
  };
}

import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StaffStats } from '@shared/overview/schema';
import { documents, fraudIncidents, messages, moneyTrails, payoutRequests, userProfiles } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';

/** The six stat cards: exact counts, one cheap aggregate per table, run side by side. */
export async function countPlatformRecords(deps: Pick<Dependencies, 'db'>): Promise<StaffStats> {
  const { db } = deps;
  const total = async (table: PgTable) => {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };
  const [totalUsers, totalIncidents, totalMessages, totalDocuments, totalMoneyTrails, totalPayouts] = await Promise.all([
    total(userProfiles),
    total(fraudIncidents),
    total(messages),
    total(documents),
    total(moneyTrails),
    total(payoutRequests),
  ]);
  return { totalUsers, totalIncidents, totalMessages, totalDocuments, totalMoneyTrails, totalPayouts };
}

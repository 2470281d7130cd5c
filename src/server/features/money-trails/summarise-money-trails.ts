import { and, sql } from 'drizzle-orm';
import type { MoneyTrailListQuery, MoneyTrailSummary } from '@shared/money-trails/staff-schema';
import { inCurrencyPlaces } from '@shared/money-trails/amount';
import { moneyTrails } from '../../kernel/db/schema/index';
import { scopeConditions } from './list-staff-money-trails';
import type { Dependencies } from '../../dependencies';

/** The Money Trails tiles: counts, and one total per currency (D16: BTC is never added to USD). */
export async function summariseMoneyTrails(deps: Pick<Dependencies, 'db'>, query: Pick<MoneyTrailListQuery, 'email' | 'incidentId'>): Promise<MoneyTrailSummary> {
  const { db } = deps;
  const conditions = scopeConditions(db, query);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      currency: moneyTrails.currency,
      trails: sql<number>`count(*)::int`,
      suspicious: sql<number>`(count(*) filter (where ${moneyTrails.status} = 'suspicious'))::int`,
      recovered: sql<number>`(count(*) filter (where ${moneyTrails.status} = 'recovered'))::int`,
      amount: sql<string>`sum(${moneyTrails.amount})::text`,
    })
    .from(moneyTrails)
    .where(where)
    .groupBy(moneyTrails.currency)
    .orderBy(moneyTrails.currency);
  return {
    total: rows.reduce((n, r) => n + Number(r.trails), 0),
    suspicious: rows.reduce((n, r) => n + Number(r.suspicious), 0),
    recovered: rows.reduce((n, r) => n + Number(r.recovered), 0),
    amounts: rows.map((r) => ({ currency: r.currency, amount: inCurrencyPlaces(r.amount, r.currency) })),
  };
}

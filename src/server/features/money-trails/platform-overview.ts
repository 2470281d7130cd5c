import { desc, eq, sql } from 'drizzle-orm';
import { PLATFORM_INCIDENTS_SHOWN, type PlatformOverview } from '@shared/money-trails/staff-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import { selectRows } from '../../kernel/db/select-rows';
import { fraudIncidents, platforms, watches } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { Dependencies } from '../../dependencies';

type SharedRow = { value: string; incidents: number; ids: number[] };
/** Accounts shown on a platform's page: the most shared first. */
const SHARED_ACCOUNTS_SHOWN = 50;

/**
 * A platform as staff study it: its incidents (the newest hundred, and how many in all), the
 * accounts, wallets and transactions that two or more of them share, and how many people asked to
 * hear of new reports about it.
 */
export async function platformOverview(deps: Pick<Dependencies, 'db'>, input: { platformId: number }): Promise<PlatformOverview> {
  const { db } = deps;
  const { platformId } = input;
  const [platform] = await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(eq(platforms.id, platformId));
  if (!platform) throw new AppError('NOT_FOUND', 'Platform not found');
  const [incidents, [counted], shared, [waiting]] = await Promise.all([
    db
      .select({
        id: fraudIncidents.id,
        status: fraudIncidents.status,
        lossAmount: fraudIncidents.lossAmount,
        currency: fraudIncidents.currency,
        victimEmail: fraudIncidents.victimEmail,
        createdAt: fraudIncidents.createdAt,
      })
      .from(fraudIncidents)
      .where(eq(fraudIncidents.platformId, platform.id))
      .orderBy(desc(fraudIncidents.createdAt), desc(fraudIncidents.id))
      .limit(PLATFORM_INCIDENTS_SHOWN),
    db.select({ total: sql<number>`count(*)::int` }).from(fraudIncidents).where(eq(fraudIncidents.platformId, platform.id)),
    selectRows<SharedRow>(db, sql`
      with keys as (
        select t.from_account_key as key, t.from_account as value, t.incident_id from money_trails t
          join fraud_incidents i on i.id = t.incident_id where i.platform_id = ${platform.id} and t.from_account_key is not null
        union all
        select t.to_account_key, t.to_account, t.incident_id from money_trails t
          join fraud_incidents i on i.id = t.incident_id where i.platform_id = ${platform.id} and t.to_account_key is not null
        union all
        select t.blockchain_tx_key, t.blockchain_tx, t.incident_id from money_trails t
          join fraud_incidents i on i.id = t.incident_id where i.platform_id = ${platform.id} and t.blockchain_tx_key is not null
      )
      select min(value) as value, count(distinct incident_id)::int as incidents,
             (array_agg(distinct incident_id order by incident_id desc))[1:20] as ids
      from keys group by key having count(distinct incident_id) > 1
      order by incidents desc, value limit ${SHARED_ACCOUNTS_SHOWN}`),
    // "Notify me": people, not requests (one person asks once per platform); a request by e-mail counts once confirmed (D18).
    db
      .select({ people: sql<number>`count(distinct ${watches.watcherId})::int` })
      .from(watches)
      .where(sql`${watches.kind} = 'platform' and ${watches.platformId} = ${platform.id} and ${watches.confirmedAt} is not null`),
  ]);
  return {
    id: platform.id,
    name: platform.name,
    totalIncidents: Number(counted?.total ?? 0),
    incidents: incidents.map((row) => ({
      id: row.id,
      reference: formatCaseReference(row.id),
      status: row.status,
      lossAmount: row.lossAmount,
      currency: row.currency,
      victimEmail: row.victimEmail,
      createdAt: row.createdAt.toISOString(),
    })),
    sharedAccounts: shared.map((row) => ({
      value: row.value,
      incidents: Number(row.incidents),
      references: (row.ids ?? []).map((id) => ({ id: Number(id), reference: formatCaseReference(Number(id)) })),
    })),
    peopleWaiting: Number(waiting?.people ?? 0),
  };
}

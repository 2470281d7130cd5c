import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MoneyTrailListQuery, MoneyTrailListSort, StaffMoneyTrailPage } from '@shared/money-trails/staff-schema';
import type { Db } from '../../kernel/db/client';
import { fraudIncidents, moneyTrails } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { incidentIdOfReference } from '../incidents/list-staff-incidents';
import { presentStaffMoneyTrail } from './present-staff-money-trail';
import type { Dependencies } from '../../dependencies';

// The id breaks ties so a page boundary never repeats or skips a row.
const orderings: Record<MoneyTrailListSort, SQL[]> = {
  newest: [desc(moneyTrails.transactionDate), desc(moneyTrails.id)],
  oldest: [asc(moneyTrails.transactionDate), asc(moneyTrails.id)],
};

function searchCondition(term: string): SQL {
  const byText = or(
    ilikeContains(moneyTrails.transactionType, term),
    ilikeContains(moneyTrails.toAccount, term),
    ilikeContains(moneyTrails.fromAccount, term),
  )!;
  const incidentId = incidentIdOfReference(term);
  return incidentId === null ? byText : or(eq(moneyTrails.incidentId, incidentId), byText)!;
}

/** The e-mail and incident filters, shared by the list and its tiles. */
export function scopeConditions(db: Db, query: Pick<MoneyTrailListQuery, 'email' | 'incidentId'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.incidentId !== undefined) conditions.push(eq(moneyTrails.incidentId, query.incidentId));
  if (query.email !== undefined) {
    // The victim's incidents, through the lower(victim_email) index; the schema lowercased the e-mail.
    const incidentsOfVictim = db
      .select({ id: fraudIncidents.id })
      .from(fraudIncidents)
      .where(sql`lower(${fraudIncidents.victimEmail}) = ${query.email}`);
    conditions.push(inArray(moneyTrails.incidentId, incidentsOfVictim));
  }
  return conditions;
}

/** The WHERE and ORDER BY of a query: the list and the export read the same rows. */
export function moneyTrailFilter(
  db: Db,
  query: Pick<MoneyTrailListQuery, 'q' | 'status' | 'sort' | 'email' | 'incidentId'>,
): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions = scopeConditions(db, query);
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status !== 'all') conditions.push(eq(moneyTrails.status, query.status));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/** One page of money trails for staff, searched, filtered and sorted in the database. */
export async function listStaffMoneyTrails(deps: Pick<Dependencies, 'db'>, query: MoneyTrailListQuery): Promise<StaffMoneyTrailPage> {
  const { db } = deps;
  const { where, orderBy } = moneyTrailFilter(db, query);
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(moneyTrails)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(moneyTrails).where(where),
  ]);
  return {
    items: rows.map(presentStaffMoneyTrail),
    total: total?.value ?? 0,
  };
}

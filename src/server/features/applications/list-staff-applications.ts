import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { ApplicationListQuery, ApplicationListSort, StaffApplicationPage } from '@shared/applications/staff-schema';
import { MAX_ID } from '@shared/schemas';
import { recoveryApplications } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { presentStaffApplication } from './present-staff-application';
import type { Dependencies } from '../../dependencies';

const orderings: Record<ApplicationListSort, SQL[]> = {
  newest: [desc(recoveryApplications.submittedAt), desc(recoveryApplications.id)],
  oldest: [asc(recoveryApplications.submittedAt), asc(recoveryApplications.id)],
  amount_desc: [desc(recoveryApplications.lossAmount), desc(recoveryApplications.id)],
  amount_asc: [asc(recoveryApplications.lossAmount), asc(recoveryApplications.id)],
};

/** The id a search names: "RA-000123", "ra-123" or a bare "123"; null when it names none. */
export function applicationIdIn(term: string): number | null {
  const match = /^(?:RA-?)?(\d{1,10})$/i.exec(term);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_ID ? id : null;
}

function searchCondition(term: string): SQL {
  const byText = or(ilikeContains(recoveryApplications.fullName, term), ilikeContains(recoveryApplications.email, term))!;
  const id = applicationIdIn(term);
  return id === null ? byText : or(eq(recoveryApplications.id, id), byText)!;
}

/** The WHERE and ORDER BY of a query: the list and the export read the same rows. */
export function applicationFilter(query: Pick<ApplicationListQuery, 'q' | 'status' | 'sort'>): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(searchCondition(query.q));
  if (query.status !== 'all') conditions.push(eq(recoveryApplications.status, query.status));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/** One page of applications for staff, searched, filtered and sorted in the database. */
export async function listStaffApplications(deps: Pick<Dependencies, 'db'>, query: ApplicationListQuery): Promise<StaffApplicationPage> {
  const { db } = deps;
  const { where, orderBy } = applicationFilter(query);
  const { limit, offset } = pageWindow(query);

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recoveryApplications)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(recoveryApplications).where(where),
  ]);
  return { items: rows.map(presentStaffApplication), total: total?.value ?? 0 };
}

import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { StaffUserPage, UserExportQuery, UserListQuery, UserListSort } from '@shared/users/staff-schema';
import { userProfiles } from '../../kernel/db/schema/index';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { presentStaffUser } from './present-staff-user';
import type { Dependencies } from '../../dependencies';

// Every ordering ends on the id, so pages (and the export's batches) never repeat or skip a row.
const orderings: Record<UserListSort, SQL[]> = {
  newest: [desc(userProfiles.createdAt), desc(userProfiles.id)],
  oldest: [asc(userProfiles.createdAt), asc(userProfiles.id)],
  name: [asc(userProfiles.fullName), asc(userProfiles.id)],
  email: [asc(userProfiles.email), asc(userProfiles.id)],
};

/** The WHERE and ORDER BY of a filter: the list and the CSV export read the same rows. */
export function userFilter(query: UserExportQuery): { where: SQL | undefined; orderBy: SQL[] } {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(or(ilikeContains(userProfiles.email, query.q), ilikeContains(userProfiles.fullName, query.q))!);
  if (query.status !== 'all') conditions.push(eq(userProfiles.isVerified, query.status === 'verified'));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: orderings[query.sort] };
}

/** One page of victims' profiles for staff, searched, filtered and sorted in the database. */
export async function listUsers(deps: Pick<Dependencies, 'db'>, query: UserListQuery): Promise<StaffUserPage> {
  const { db } = deps;
  const { where, orderBy } = userFilter(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(userProfiles).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    db.select({ value: count() }).from(userProfiles).where(where),
  ]);
  return { items: rows.map(presentStaffUser), total: total?.value ?? 0 };
}

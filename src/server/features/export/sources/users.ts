import { userListQuerySchema, type UserListQuery } from '@shared/users/staff-schema';
import { and, sql } from 'drizzle-orm';
import { fraudIncidents, userProfiles } from '../../../kernel/db/schema/index';
import { userFilter } from '../../users/list-users';
import type { ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// Never the password hash.
const columns: ExportColumn[] = [
  { key: 'id', header: 'ID', kind: 'integer', value: userProfiles.id },
  { key: 'email', header: 'Email', kind: 'text', value: userProfiles.email },
  { key: 'fullName', header: 'Full name', kind: 'text', value: userProfiles.fullName },
  { key: 'phone', header: 'Phone', kind: 'text', value: userProfiles.phone },
  { key: 'country', header: 'Country', kind: 'text', value: userProfiles.country },
  { key: 'isVerified', header: 'Verified', kind: 'boolean', value: userProfiles.isVerified },
  { key: 'createdAt', header: 'Joined', kind: 'datetime', value: userProfiles.createdAt },
  { key: 'updatedAt', header: 'Last updated', kind: 'datetime', value: userProfiles.updatedAt },
];

export const usersExport: ExportSource<UserListQuery> = {
  querySchema: userListQuerySchema,
  access: 'staff',
  ownCasesOnly: true,
  columns,
  rows(db, query, select, ownCases) {
    const { where, orderBy } = userFilter(query);
    // A caseworker's victims: the people whose address one of their own cases names.
    const mine = ownCases && sql`lower(${userProfiles.email}) in (select lower(${fraudIncidents.victimEmail}) from ${fraudIncidents} where ${ownCases(fraudIncidents.id)})`;
    return db.select(select).from(userProfiles).where(mine ? and(where, mine) : where).orderBy(...orderBy).getSQL();
  },
};

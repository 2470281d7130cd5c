import { userListQuerySchema, type UserListQuery } from '@shared/users/staff-schema';
import { and, sql } from 'drizzle-orm';
import { fraudIncidents, userProfiles } from '../../../kernel/db/schema/index';
import { userFilter } from '../../users/list-users';
import type { ExportColumn } from '../export-columns';
import type { ExportSource } from '../export-source';

// Never the password hash.
const columns: ExportColumn[] = [
  { key: 'id', header: (i18n) => i18n._({ id: 'csv.users.id', message: 'ID' }), kind: 'integer', value: userProfiles.id },
  { key: 'email', header: (i18n) => i18n._({ id: 'csv.users.email', message: 'Email' }), kind: 'text', value: userProfiles.email },
  { key: 'fullName', header: (i18n) => i18n._({ id: 'csv.users.fullName', message: 'Full name' }), kind: 'text', value: userProfiles.fullName },
  { key: 'phone', header: (i18n) => i18n._({ id: 'csv.users.phone', message: 'Phone' }), kind: 'text', value: userProfiles.phone },
  { key: 'country', header: (i18n) => i18n._({ id: 'csv.users.country', message: 'Country' }), kind: 'text', value: userProfiles.country },
  { key: 'isVerified', header: (i18n) => i18n._({ id: 'csv.users.isVerified', message: 'Verified' }), kind: 'boolean', value: userProfiles.isVerified },
  { key: 'createdAt', header: (i18n) => i18n._({ id: 'csv.users.createdAt', message: 'Joined' }), kind: 'datetime', value: userProfiles.createdAt },
  { key: 'updatedAt', header: (i18n) => i18n._({ id: 'csv.users.updatedAt', message: 'Last updated' }), kind: 'datetime', value: userProfiles.updatedAt },
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

import { userListQuerySchema, type UserListQuery } from '@shared/users/admin-schema';
import { userProfiles } from '../../../db/schema/index';
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
  columns,
  rows(db, query, select) {
    const { where, orderBy } = userFilter(query);
    return db.select(select).from(userProfiles).where(where).orderBy(...orderBy).getSQL();
  },
};

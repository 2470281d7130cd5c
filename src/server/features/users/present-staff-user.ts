import type { StaffUser } from '@shared/users/staff-schema';
import type { userProfiles } from '../../kernel/db/schema/index';

/** A profile as staff see it: the fields are named one by one, so the password hash never leaves. */
export function presentStaffUser(row: typeof userProfiles.$inferSelect): StaffUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    country: row.country,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

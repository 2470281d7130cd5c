import type { StaffMember } from '@shared/staff/staff-schema';
import type { staffUsers } from '../../kernel/db/schema/index';

/** A staff account as staff screens and the audit log see it: never the password hash. */
export function presentStaff(row: typeof staffUsers.$inferSelect): StaffMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName ?? row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabledAt !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

import { eq, sql, type SQL } from 'drizzle-orm';
import type { BulkRecipientType } from '@shared/notifications/schema';
import type { Db, Tx } from '../../db/client';
import { adminUsers } from '../../db/schema/index';
import type { AdminIdentity } from '../auth/sessions';

/**
 * Whose cases a staff member may mail in bulk (D17): an admin everyone's (null), a caseworker only
 * the victims of incidents whose assigned team names their address ('' when they have none: nobody).
 */
export async function bulkScopeOf(db: Db | Tx, staff: AdminIdentity): Promise<string | null> {
  if (staff.role === 'admin') return null;
  const [row] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, staff.adminId));
  return row?.email?.trim().toLowerCase() ?? '';
}

/**
 * The accounts (alias u of user_profiles) a bulk notification reaches: those of the chosen kind,
 * not unsubscribed, and for a caseworker only the victims of their own cases.
 */
export function bulkRecipientFilter(type: BulkRecipientType, ownCasesOf: string | null): SQL {
  const kind =
    type === 'verified' ? sql`u.is_verified` : type === 'unverified' ? sql`not u.is_verified` : sql`true`;
  return sql`(${kind}) and u.bulk_mail_unsubscribed_at is null and ${bulkScopeFilter(ownCasesOf)}`;
}

/** The accounts a staff member may mail at all (see bulkScopeOf). */
export function bulkScopeFilter(ownCasesOf: string | null): SQL {
  if (ownCasesOf === null) return sql`true`;
  return sql`exists (
    select 1 from fraud_incidents i
    where lower(i.victim_email) = lower(u.email)
      and exists (select 1 from jsonb_array_elements(i.assigned_team) m where lower(m->>'email') = ${ownCasesOf}))`;
}

import { sql, type SQL } from 'drizzle-orm';
import type { BulkRecipientType } from '@shared/notifications/schema';
import type { Db, Tx } from '../../kernel/db/client';
import { type StaffIdentity } from '../../kernel/plugins/access';

/**
 * Whose cases a staff member may mail in bulk (D17): an admin everyone's (null), a caseworker only
 * the victims of cases an admin put them on or confirmed them on (case_staff), by their account id.
 * A caseworker who took a case themselves does not widen their reach by it.
 */
export async function bulkScopeOf(_db: Db | Tx, staff: StaffIdentity): Promise<number | null> {
  return staff.role === 'admin' ? null : staff.adminId;
}

/**
 * The accounts (alias u of user_profiles) a bulk notification reaches: those of the chosen kind,
 * not unsubscribed, and for a caseworker only the victims of their own cases.
 */
export function bulkRecipientFilter(type: BulkRecipientType, ownCasesOf: BulkScope): SQL {
  const kind =
    type === 'verified' ? sql`u.is_verified` : type === 'unverified' ? sql`not u.is_verified` : sql`true`;
  return sql`(${kind}) and u.bulk_mail_unsubscribed_at is null and ${bulkScopeFilter(ownCasesOf)}`;
}

/**
 * A caseworker's account id; or, in an operation queued before staff were a relation, their e-mail
 * (read as the account of that address); null for everyone.
 */
export type BulkScope = number | string | null;

/** The accounts a staff member may mail at all (see bulkScopeOf). */
export function bulkScopeFilter(ownCasesOf: BulkScope): SQL {
  if (ownCasesOf === null) return sql`true`;
  const staffId =
    typeof ownCasesOf === 'number'
      ? sql`${ownCasesOf}`
      : sql`(select a.id from admin_users a where lower(a.email) = ${ownCasesOf.trim().toLowerCase()})`;
  return sql`exists (
    select 1 from fraud_incidents i
    join case_staff cs on cs.incident_id = i.id
    where lower(i.victim_email) = lower(u.email)
      and cs.admin_user_id = ${staffId} and cs.confirmed_at is not null)`;
}

import { eq } from 'drizzle-orm';
import type { TeamMember } from '@shared/incidents/case-data';
import type { Db, Tx } from '../../db/client';
import { adminUsers } from '../../db/schema/index';
import type { AdminIdentity } from '../auth/sessions';

/** The signed-in staff member's role and e-mail: what the reveal rule needs to know about them. */
export async function revealerOf(db: Db | Tx, staff: AdminIdentity): Promise<{ role: AdminIdentity['role']; email: string | null }> {
  const [row] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.id, staff.adminId)).limit(1);
  return { role: staff.role, email: row?.email?.toLowerCase() ?? null };
}

/**
 * D17: payout account details are revealed to admins, and to a caseworker who is on the case's
 * assigned team (matched by e-mail, as the team section records members). Everyone else sees the
 * masked form only.
 */
export function mayRevealPayout(revealer: { role: string; email: string | null }, assignedTeam: readonly TeamMember[]): boolean {
  if (revealer.role === 'admin') return true;
  if (!revealer.email) return false;
  return assignedTeam.some((member) => member.email.trim().toLowerCase() === revealer.email);
}

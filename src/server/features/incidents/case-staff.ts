import { and, asc, eq, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseStaffMember, CaseTeamMemberView } from '@shared/incidents/case-staff';
import type { Db, Tx } from '../../kernel/db/client';
import { staffUsers, caseStaff } from '../../kernel/db/schema/index';
import { type StaffIdentity } from '../../kernel/plugins/access';

// Who works a case (D17), read in one place: the staff case page, the victim's case team, the
// reveal of payout details, a caseworker's exports and bulk mail all ask here.

const addedByUser = alias(staffUsers, 'added_by_user');
const confirmedByUser = alias(staffUsers, 'confirmed_by_user');
const nameOf = (row: { displayName: string | null; username: string } | null) => (row ? (row.displayName ?? row.username) : null);

/** The staff on a case, in the order they joined it. */
export async function listCaseStaff(db: Db | Tx, incidentId: number): Promise<CaseStaffMember[]> {
  const rows = await db
    .select({
      member: caseStaff,
      account: { username: staffUsers.username, displayName: staffUsers.displayName, role: staffUsers.role, disabledAt: staffUsers.disabledAt },
      addedBy: { username: addedByUser.username, displayName: addedByUser.displayName },
      confirmedBy: { username: confirmedByUser.username, displayName: confirmedByUser.displayName },
    })
    .from(caseStaff)
    .innerJoin(staffUsers, eq(staffUsers.id, caseStaff.adminUserId))
    .leftJoin(addedByUser, eq(addedByUser.id, caseStaff.addedBy))
    .leftJoin(confirmedByUser, eq(confirmedByUser.id, caseStaff.confirmedBy))
    .where(eq(caseStaff.incidentId, incidentId))
    .orderBy(asc(caseStaff.addedAt), asc(caseStaff.id));
  return rows.map(({ member, account, addedBy, confirmedBy }) => ({
    adminId: member.adminUserId,
    name: account.displayName ?? account.username,
    staffRole: account.role,
    role: member.role,
    confirmed: member.confirmedAt !== null,
    owner: member.isOwner,
    addedBy: nameOf(addedBy),
    addedAt: member.addedAt.toISOString(),
    confirmedBy: nameOf(confirmedBy),
    confirmedAt: member.confirmedAt?.toISOString() ?? null,
    disabled: account.disabledAt !== null,
  }));
}

/** The case team as the victim sees it: the staff accounts on the case, by the names they go by. */
export async function caseTeamForVictim(db: Db | Tx, incidentId: number): Promise<CaseTeamMemberView[]> {
  const members = await listCaseStaff(db, incidentId);
  return members.filter((m) => !m.disabled).map((m) => ({ name: m.name, role: m.role }));
}

/**
 * Whether the staff member may see what only the case's own team sees (the payout account details,
 * D17): admins always; a caseworker only on an assignment an admin made or confirmed, so taking a
 * case by oneself never opens the details.
 */
export async function isConfirmedOnCase(db: Db | Tx, input: { staff: Pick<StaffIdentity, 'adminId' | 'role'>; incidentId: number }): Promise<boolean> {
  const { staff, incidentId } = input;
  if (staff.role === 'admin') return true;
  const [row] = await db
    .select({ id: caseStaff.id })
    .from(caseStaff)
    .where(and(eq(caseStaff.incidentId, incidentId), eq(caseStaff.adminUserId, staff.adminId), isNotNull(caseStaff.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/** Of these cases, those the staff member may see the team's details of (see isConfirmedOnCase). */
export async function casesConfirmedFor(db: Db | Tx, input: { staff: Pick<StaffIdentity, 'adminId' | 'role'>; incidentIds: number[] }): Promise<Set<number>> {
  const { staff, incidentIds } = input;
  if (staff.role === 'admin') return new Set(incidentIds);
  if (incidentIds.length === 0) return new Set();
  const rows = await db
    .select({ incidentId: caseStaff.incidentId })
    .from(caseStaff)
    .where(
      and(
        eq(caseStaff.adminUserId, staff.adminId),
        isNotNull(caseStaff.confirmedAt),
        inArray(caseStaff.incidentId, incidentIds),
      ),
    );
  return new Set(rows.map((r) => r.incidentId));
}

/**
 * A caseworker's own cases, as SQL over an incident id column: those an admin put them on or
 * confirmed them on. What a caseworker exports or mails in bulk is limited to these (D17); null
 * for an admin, whose scope is everyone.
 */
export function ownCasesScope(staff: Pick<StaffIdentity, 'adminId' | 'role'>): ((incidentId: AnyColumn | SQL) => SQL) | null {
  if (staff.role === 'admin') return null;
  return (incidentId) =>
    sql`${incidentId} in (select cs.incident_id from case_staff cs where cs.admin_user_id = ${staff.adminId} and cs.confirmed_at is not null)`;
}

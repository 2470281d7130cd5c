import { and, eq, isNull } from 'drizzle-orm';
import { formatCaseReference } from '@shared/format/case-reference';
import {
  CASE_ALREADY_ASSIGNED,
  CASE_OWNER_ADMIN_ONLY,
  CASE_STAFF_ACCOUNT_UNAVAILABLE,
  CASE_STAFF_ADMIN_ONLY,
  CASE_STAFF_ALREADY_ON,
  CASE_STAFF_CONFIRM_ADMIN_ONLY,
  CASE_STAFF_NOT_FOUND_MESSAGE,
  CASE_STAFF_REMOVE_OTHERS,
  type CaseStaffMember,
} from '@shared/incidents/case-staff';
import type { CaseTeamRole } from '@shared/messages/schema';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { staffUsers, caseStaff, fraudIncidents } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { recordAudit, type Change } from '../audit/record-audit';
import { getPlatformName } from '../settings/queries';
import { caseAssignedMail } from './case-assigned-mail';
import { listCaseStaff } from './case-staff';
import { INCIDENT_NOT_FOUND } from './policy';
import { type StaffIdentity } from '../../kernel/plugins/access';
import { staffMailLocale } from '../settings/locale';

/** The staff member making the change: their role decides what they may do (D17). */
type Caller = { staff: StaffIdentity; by: Change };
type Members = { members: CaseStaffMember[] };

// Nobody widens their own powers (D17): an admin assigns anyone; a caseworker may take a case
// nobody is on, for casework only (no payout details until an admin confirms), and may leave a
// case; nothing else a caseworker does to a case team is allowed. The first person on a case owns
// it; an admin gives a case to someone else. Ownership opens nothing: it says whose work it is.

type OwnerDependencies = Pick<Dependencies, 'db' | 'clock' | 'jobs' | 'config'>;

/** Locks the case, so two people taking the same unassigned case cannot both find it unassigned. */
async function lockCase(tx: Tx, incidentId: number): Promise<void> {
  const [row] = await tx.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.id, incidentId)).for('update');
  if (!row) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
}

const entity = (incidentId: number) => ({ type: 'fraud_incident', id: incidentId });

/** Puts a staff member on a case. */
export async function addCaseStaff(
  deps: OwnerDependencies,
  input: Caller & { incidentId: number; adminId?: number; role: CaseTeamRole; owner?: boolean },
): Promise<Members> {
  const { staff } = input;
  const adminId = input.adminId ?? staff.adminId;
  const isAdmin = staff.role === 'admin';
  if (!isAdmin && adminId !== staff.adminId) throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_STAFF_ADMIN_ONLY);
  if (!isAdmin && input.owner) throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_OWNER_ADMIN_ONLY);
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const [account] = await tx
      .select({ id: staffUsers.id, username: staffUsers.username })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, adminId), isNull(staffUsers.disabledAt)))
      .limit(1);
    if (!account) throw new AppError('CASE_STAFF_NOT_FOUND', CASE_STAFF_ACCOUNT_UNAVAILABLE);
    const current = await tx
      .select({ adminUserId: caseStaff.adminUserId, isOwner: caseStaff.isOwner })
      .from(caseStaff)
      .where(eq(caseStaff.incidentId, input.incidentId));
    if (current.some((m) => m.adminUserId === adminId)) throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_STAFF_ALREADY_ON);
    if (!isAdmin && current.length > 0) throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_ALREADY_ASSIGNED);
    const now = deps.clock();
    const becomesOwner = input.owner === true || !current.some((m) => m.isOwner);
    if (becomesOwner) await tx.update(caseStaff).set({ isOwner: false }).where(and(eq(caseStaff.incidentId, input.incidentId), eq(caseStaff.isOwner, true)));
    await tx.insert(caseStaff).values({
      incidentId: input.incidentId,
      adminUserId: adminId,
      role: input.role,
      addedBy: staff.adminId,
      addedAt: now,
      // An admin's word is the confirmation; a caseworker's own taking waits for one.
      confirmedBy: isAdmin ? staff.adminId : null,
      confirmedAt: isAdmin ? now : null,
      isOwner: becomesOwner,
    });
    await recordAudit(tx, {
      actor: input.by.actor,
      action: isAdmin ? 'incident.staff_assigned' : 'incident.staff_took_case',
      entity: entity(input.incidentId),
      after: { adminId, username: account.username, role: input.role, confirmed: isAdmin },
      ip: input.by.ip,
    });
    if (becomesOwner) {
      const previous = current.find((m) => m.isOwner)?.adminUserId ?? null;
      await recordOwnerChange(deps, tx, { ...input, incidentId: input.incidentId, owner: { id: adminId, username: account.username }, previous });
    }
    return { members: await listCaseStaff(tx, input.incidentId) };
  });
}

/**
 * Gives a case to one of the staff on it (admins only): they become its owner, and the owner
 * before stays on the case as a member.
 */
export async function giveCaseTo(deps: OwnerDependencies, input: Caller & { incidentId: number; adminId: number }): Promise<Members> {
  if (input.staff.role !== 'admin') throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_OWNER_ADMIN_ONLY);
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const members = await tx
      .select({ adminUserId: caseStaff.adminUserId, isOwner: caseStaff.isOwner, username: staffUsers.username, disabledAt: staffUsers.disabledAt })
      .from(caseStaff)
      .innerJoin(staffUsers, eq(staffUsers.id, caseStaff.adminUserId))
      .where(eq(caseStaff.incidentId, input.incidentId));
    const next = members.find((m) => m.adminUserId === input.adminId);
    if (!next) throw new AppError('CASE_STAFF_NOT_FOUND', CASE_STAFF_NOT_FOUND_MESSAGE);
    if (next.disabledAt !== null) throw new AppError('CASE_STAFF_NOT_FOUND', CASE_STAFF_ACCOUNT_UNAVAILABLE);
    if (!next.isOwner) {
      await tx.update(caseStaff).set({ isOwner: false }).where(and(eq(caseStaff.incidentId, input.incidentId), eq(caseStaff.isOwner, true)));
      await tx
        .update(caseStaff)
        .set({ isOwner: true })
        .where(and(eq(caseStaff.incidentId, input.incidentId), eq(caseStaff.adminUserId, input.adminId)));
      const previous = members.find((m) => m.isOwner)?.adminUserId ?? null;
      await recordOwnerChange(deps, tx, { ...input, owner: { id: next.adminUserId, username: next.username }, previous });
    }
    return { members: await listCaseStaff(tx, input.incidentId) };
  });
}

/**
 * The owner's change, in the changing transaction: the audit row (which the new owner's bell shows,
 * features/work/bell.ts) and, when someone else gave them the case, an e-mail to them.
 */
async function recordOwnerChange(
  deps: OwnerDependencies,
  tx: Tx,
  input: Caller & { incidentId: number; owner: { id: number; username: string }; previous: number | null },
): Promise<void> {
  await recordAudit(tx, {
    actor: input.by.actor,
    action: 'incident.owner_assigned',
    entity: entity(input.incidentId),
    before: { adminId: input.previous },
    after: { adminId: input.owner.id, username: input.owner.username },
    ip: input.by.ip,
  });
  if (input.owner.id === input.staff.adminId) return;
  const [account] = await tx.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, input.owner.id));
  if (!account?.email) return;
  const caseReference = formatCaseReference(input.incidentId);
  const mail = caseAssignedMail({
    locale: await staffMailLocale(tx, input.owner.id),
    platformName: await getPlatformName(tx),
    caseReference,
    givenBy: input.staff.username,
    caseUrl: `${deps.config.publicUrl}/admin/incidents/${input.incidentId}`,
  });
  await queueMail(deps, tx, 'case_assigned', { to: account.email, ...mail });
}

/** An admin confirms an assignment a caseworker made themselves: from now on it opens the payout details. */
export async function confirmCaseStaff(deps: Pick<Dependencies, 'db' | 'clock'>, input: Caller & { incidentId: number; adminId: number }): Promise<Members> {
  if (input.staff.role !== 'admin') throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_STAFF_CONFIRM_ADMIN_ONLY);
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const [row] = await tx
      .select()
      .from(caseStaff)
      .where(and(eq(caseStaff.incidentId, input.incidentId), eq(caseStaff.adminUserId, input.adminId)))
      .limit(1);
    if (!row) throw new AppError('CASE_STAFF_NOT_FOUND', CASE_STAFF_NOT_FOUND_MESSAGE);
    if (row.confirmedAt === null) {
      await tx.update(caseStaff).set({ confirmedBy: input.staff.adminId, confirmedAt: deps.clock() }).where(eq(caseStaff.id, row.id));
      await recordAudit(tx, {
        actor: input.by.actor,
        action: 'incident.staff_confirmed',
        entity: entity(input.incidentId),
        before: { adminId: input.adminId, confirmed: false },
        after: { adminId: input.adminId, confirmed: true },
        ip: input.by.ip,
      });
    }
    return { members: await listCaseStaff(tx, input.incidentId) };
  });
}

/** Takes a staff member off a case: an admin anyone, a caseworker only themselves. */
export async function removeCaseStaff(deps: Pick<Dependencies, 'db'>, input: Caller & { incidentId: number; adminId: number }): Promise<Members> {
  if (input.staff.role !== 'admin' && input.adminId !== input.staff.adminId) {
    throw new AppError('CASE_STAFF_NOT_ALLOWED', CASE_STAFF_REMOVE_OTHERS);
  }
  return deps.db.transaction(async (tx) => {
    await lockCase(tx, input.incidentId);
    const [removed] = await tx
      .delete(caseStaff)
      .where(and(eq(caseStaff.incidentId, input.incidentId), eq(caseStaff.adminUserId, input.adminId)))
      .returning();
    if (!removed) throw new AppError('CASE_STAFF_NOT_FOUND', CASE_STAFF_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      actor: input.by.actor,
      action: 'incident.staff_removed',
      entity: entity(input.incidentId),
      before: { adminId: input.adminId, role: removed.role, confirmed: removed.confirmedAt !== null, owner: removed.isOwner },
      ip: input.by.ip,
    });
    return { members: await listCaseStaff(tx, input.incidentId) };
  });
}

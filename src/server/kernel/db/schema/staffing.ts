import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { caseTeamRoles, type CaseTeamRole } from '../../../../shared/messages/schema';
import { fraudIncidents } from './directory';
import { payoutRequests } from './money';
import { staffUsers } from './people';
import { requiredLink } from './columns';

/**
 * Who works a case (D17): staff accounts, not free text, so nobody gains access by typing an
 * address. An admin's assignment is confirmed when made; a caseworker who takes an unassigned case
 * works it at once but sees a victim's payout account details only after an admin confirms.
 * One of them may be the case's owner: the person whose work it is, told when it is given to them.
 */
export const caseStaff = pgTable(
  'case_staff',
  {
    id: serial('id').primaryKey(),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    adminUserId: requiredLink('admin_user_id', () => staffUsers.id, 'cascade'),
    role: text('role').$type<CaseTeamRole>().notNull().default('Case Manager'),
    addedBy: integer('added_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: integer('confirmed_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    isOwner: boolean('is_owner').notNull().default(false),
  },
  (t) => [
    uniqueIndex('case_staff_incident_admin_key').on(t.incidentId, t.adminUserId),
    // At most one owner per case, even when two people take it at once.
    uniqueIndex('case_staff_one_owner').on(t.incidentId).where(sql`${t.isOwner}`),
    // "My work": the cases a staff member owns.
    index('case_staff_owner_idx').on(t.adminUserId).where(sql`${t.isOwner}`),
    index('case_staff_admin_user_id_idx').on(t.adminUserId),
    check('case_staff_role_check', sql`${t.role} in (${sql.raw(caseTeamRoles.map((r) => `'${r}'`).join(', '))})`),
  ],
);

/**
 * The approvals of a payout request (D17, four eyes). A request becomes `approved` only when
 * enough distinct staff have approved the same amount; a rejection or another amount voids the
 * approvals so far (kept, with `voided_at`, for the record).
 */
export const payoutApprovals = pgTable(
  'payout_approvals',
  {
    id: serial('id').primaryKey(),
    payoutRequestId: requiredLink('payout_request_id', () => payoutRequests.id, 'cascade'),
    adminUserId: requiredLink('admin_user_id', () => staffUsers.id, 'cascade'),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_approvals_payout_request_id_idx').on(t.payoutRequestId),
    // One standing approval per person per request, even under concurrent clicks.
    uniqueIndex('payout_approvals_one_per_staff')
      .on(t.payoutRequestId, t.adminUserId)
      .where(sql`${t.voidedAt} is null`),
  ],
);

import { z } from 'zod';
import { caseTeamRoles } from '../messages/schema';
import { idSchema } from '../schemas';
import { staffRoles } from '../staff/roles';

// Who works a case (D17): staff accounts on the case, `/api/admin/incidents/{id}/staff`.

/** One staff member on a case, as staff screens show it. */
export const caseStaffMemberSchema = z.object({
  adminId: z.number().int(),
  /** As the staff account presents itself (display name, else user name). */
  name: z.string(),
  staffRole: z.enum(staffRoles),
  /** The case team role the victim sees beside the name. */
  role: z.enum(caseTeamRoles),
  /**
   * Whether an admin made or confirmed the assignment. A caseworker who took the case themselves
   * works it, but sees the victim's payout account details only once this is true.
   */
  confirmed: z.boolean(),
  /** The owner: the one staff member whose work the case is (at most one per case). */
  owner: z.boolean(),
  addedBy: z.string().nullable(),
  addedAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** A disabled account stays listed until removed, so the history of the case reads right. */
  disabled: z.boolean(),
});
export type CaseStaffMember = z.infer<typeof caseStaffMemberSchema>;

/** The case's staff, and who is asking (so a screen offers only what the server would allow). */
export const caseStaffListSchema = z.object({
  members: z.array(caseStaffMemberSchema),
  viewer: z.object({ adminId: z.number().int(), isAdmin: z.boolean() }),
});
export type CaseStaffList = z.infer<typeof caseStaffListSchema>;

/**
 * `POST /api/admin/incidents/{id}/staff`. An admin names anyone (`adminId`); a caseworker may only
 * take an unassigned case for themselves (`adminId` left out or their own).
 */
export const addCaseStaffSchema = z
  .object({
    adminId: idSchema('Please choose a staff member').optional(),
    role: z.enum(caseTeamRoles, { error: 'Please choose the role: Case Manager or Legal Advisor' }).optional().default('Case Manager'),
    /**
     * Make them the case's owner (admins only). The first person on a case owns it anyway, so a
     * caseworker taking an unassigned case owns it.
     */
    owner: z.boolean().optional().default(false),
  })
  .strict();
export type AddCaseStaffInput = z.input<typeof addCaseStaffSchema>;

export const caseStaffParamsSchema = z.object({ id: idSchema(), adminId: idSchema() });

/** A member of the case team as the victim sees it: the name staff go by, and the role. */
export const caseTeamMemberViewSchema = z.object({ name: z.string(), role: z.string() });
export type CaseTeamMemberView = z.infer<typeof caseTeamMemberViewSchema>;

export const CASE_STAFF_ADMIN_ONLY = 'Only an admin can put someone else on a case';
export const CASE_ALREADY_ASSIGNED =
  'This case already has staff on it. Ask an admin to add you, so that nobody gives themselves access to a case';
export const CASE_STAFF_CONFIRM_ADMIN_ONLY = 'Only an admin can confirm an assignment';
export const CASE_STAFF_REMOVE_OTHERS = 'Only an admin can take someone else off a case';
export const CASE_STAFF_NOT_FOUND_MESSAGE = 'This staff member is not on the case';
export const CASE_OWNER_ADMIN_ONLY = 'Only an admin can give a case to someone';
export const CASE_STAFF_ALREADY_ON = 'This staff member is already on the case';
export const CASE_STAFF_ACCOUNT_UNAVAILABLE = 'This staff account does not exist or is disabled';

import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { applicationStatuses, staffApplicationStatuses } from './status';
import { caseIdSchema } from '../schemas';

export const applicationListSorts = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type ApplicationListSort = (typeof applicationListSorts)[number];

/** `GET /api/admin/recovery-applications`: newest first unless asked otherwise. */
export const applicationListQuerySchema = listQuerySchema(applicationStatuses, applicationListSorts);
export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

export const APPLICATION_NOTES_MAX = 5000;

/**
 * An application as staff see it: the spec's entity, plus whether its e-mail was verified (D18) and
 * the case it was made for. The spec's `transactionDetails` is not a field of ours: the application
 * form never asks for it, so there is nothing honest to show.
 */
export const staffApplicationSchema = z.object({
  id: z.number(),
  recoveryId: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  platformName: z.string(),
  fraudType: z.string(),
  lossAmount: z.string(),
  /** The loss's currency (issue 28). */
  currency: z.string(),
  status: z.enum(applicationStatuses),
  description: z.string(),
  dateOfIncident: z.string(),
  contactedPolice: z.boolean(),
  contactedBank: z.boolean(),
  contactedPlatform: z.boolean(),
  adminNotes: z.string().nullable(),
  /** Why it was rejected, as the applicant reads it. */
  rejectionReason: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  incident: z.object({ id: z.number(), reference: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffApplication = z.infer<typeof staffApplicationSchema>;

export const staffApplicationPageSchema = listPageSchema(staffApplicationSchema);
export type StaffApplicationPage = z.infer<typeof staffApplicationPageSchema>;

export const CHOOSE_DECISION = 'Choose Approved, Rejected or Under Review';
export const NOTHING_TO_UPDATE = 'Choose a new status or change the admin notes';
export const APPLICATION_REJECTION_REASON_REQUIRED = 'Please say why the application is rejected; the applicant will read it';

/**
 * `PUT /api/admin/recovery-applications/{id}` and its spec twin `PUT /api/recovery-applications/{id}`:
 * the spec's `{status, adminNotes}`, where either may come alone (notes are saved without a decision).
 * Blank notes clear them.
 */
export const updateApplicationSchema = z
  .object({
    status: z.enum(staffApplicationStatuses, { error: CHOOSE_DECISION }).optional(),
    adminNotes: z
      .string({ error: 'Admin notes must be text' })
      .trim()
      .max(APPLICATION_NOTES_MAX, `Admin notes must be at most ${APPLICATION_NOTES_MAX.toLocaleString('en-US')} characters`)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    /** Rejecting only, and required then: why, in words the applicant reads (admin notes stay the team's). */
    reason: z.string({ error: 'The reason must be text' }).trim().max(1000, 'The reason is too long').optional(),
  })
  .refine((body) => body.status !== undefined || body.adminNotes !== undefined, { message: NOTHING_TO_UPDATE })
  .refine((body) => body.status !== 'rejected' || Boolean(body.reason), { message: APPLICATION_REJECTION_REASON_REQUIRED, path: ['reason'] });
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;

export const applicationStatusLabels: Record<(typeof applicationStatuses)[number], string> = {
  pending: 'Pending',
  under_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** `PUT /api/admin/recovery-applications/{id}/case`: the case an application is about (FR-000014 or 14), or null for none. */
export const linkApplicationCaseSchema = z.object({ incidentId: caseIdSchema('Please give a case reference like FR-000123').nullable() });
export type LinkApplicationCaseInput = z.input<typeof linkApplicationCaseSchema>;

/** `GET /api/admin/recovery-applications/{id}/proposed-case`: a case with the same e-mail and platform, if any. */
export const proposedCaseSchema = z.object({
  proposal: z.object({ id: z.number(), reference: z.string(), platformName: z.string(), reportedAt: z.string() }).nullable(),
});
export type ProposedCase = z.infer<typeof proposedCaseSchema>;

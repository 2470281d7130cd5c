import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { amountSchema } from '../money/amount-schema';
import { payoutStatuses } from './status';

export const staffPayoutListSorts = ['newest', 'oldest'] as const;
export type StaffPayoutListSort = (typeof staffPayoutListSorts)[number];

/**
 * `GET /api/admin/payout-requests`: newest request first. `q` finds the victim's e-mail (anywhere, %
 * and _ literal) or the incident's reference.
 */
export const staffPayoutListQuerySchema = listQuerySchema(payoutStatuses, staffPayoutListSorts);
export type StaffPayoutListQuery = z.output<typeof staffPayoutListQuerySchema>;

/**
 * A payout request as the staff list shows it. The account details themselves are not here: they
 * are encrypted (D5) and shown only through the audited reveal (D17); the list has their masked
 * form, enough to tell two requests apart.
 */
export const staffPayoutSchema = z.object({
  id: z.number(),
  incidentId: z.number(),
  /** 'FR-000123' */
  reference: z.string(),
  email: z.string(),
  /** Exact decimal, e.g. '1500.00'. */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(payoutStatuses),
  payoutMethod: z.string(),
  /** When the victim asked (`request_date`). */
  createdAt: z.string(),
  processedDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentReference: z.string().nullable(),
  /** Why it was rejected, as the victim reads it. */
  rejectionReason: z.string().nullable(),
  /** The masked form of the account details, e.g. '•••• 4321'; the details themselves only through Reveal. */
  accountDetailsMasked: z.string(),
  /**
   * What could still be approved on this case now (D5): recorded recovered funds less the fee, less
   * what other requests of the case have had approved or paid. Exact decimal, USD.
   */
  available: z.string(),
  /** Whether the signed-in staff member may reveal the account details (admins; a caseworker an admin put on or confirmed on the case). */
  canReveal: z.boolean(),
  /**
   * Four eyes (D17): the approvals that count so far, oldest first (a rejection or an approval of
   * another amount voids them), and how many different staff members must approve this amount.
   */
  approvals: z.array(z.object({ name: z.string(), amount: z.string(), approvedAt: z.string() })),
  approvalsNeeded: z.number().int(),
  /** Who marked it paid: a step of its own, never by whoever gave the final approval. */
  paidBy: z.string().nullable(),
  /** Why the signed-in staff member may not approve this request now (they recorded the recovered amount, or approved already); null when they may. */
  approveBlockedReason: z.string().nullable(),
  /** Why the signed-in staff member may not mark it paid (they gave the final approval); null when they may. */
  markPaidBlockedReason: z.string().nullable(),
  /** When it last changed (a decision, an approval): the version an action on many requests names (issue 26). */
  updatedAt: z.string(),
});
export type StaffPayout = z.infer<typeof staffPayoutSchema>;

export const staffPayoutPageSchema = listPageSchema(staffPayoutSchema);
export type StaffPayoutPage = z.infer<typeof staffPayoutPageSchema>;

/** Staff decisions on a payout request (D5): pending → approved → paid, or rejected. */
export const payoutDecisionStatuses = ['approved', 'rejected', 'paid'] as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the date the payment was made')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Please enter the date the payment was made');

/**
 * `PUT /api/admin/payout-requests/{id}`. Approving may lower (never raise past what is available)
 * the amount; marking paid needs the payment's reference, and its date (today when left out).
 */
export const PAYOUT_REJECTION_REASON_REQUIRED = 'Please say why the payout is rejected; the victim will read it';

export const updatePayoutSchema = z
  .object({
    status: z.enum(payoutDecisionStatuses, { error: 'Please choose approved, rejected or paid' }),
    /** Approving only: the amount to approve, when less than asked. */
    amount: amountSchema({ required: 'Please enter the amount to approve', invalid: 'Please enter the amount as a number, like 850.00' }).optional(),
    /** Rejecting only, and required: why, in words the victim reads. */
    reason: z.string().trim().max(1000, 'The reason is too long').optional(),
    /** Marking paid: the payment's reference (required) and day (today when left out). */
    paymentReference: z.string().trim().max(200, 'The payment reference is too long').optional(),
    paidAt: isoDay.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PAYOUT_REJECTION_REASON_REQUIRED });
    }
    if (value.status === 'paid' && !value.paymentReference) {
      ctx.addIssue({ code: 'custom', path: ['paymentReference'], message: 'Please enter the payment reference' });
    }
  });
export type UpdatePayoutInput = z.input<typeof updatePayoutSchema>;

/** `POST /api/admin/payout-requests/{id}/reveal`: the details, for a minute, to the people allowed (D17). */
export const revealedPayoutSchema = z.object({
  accountDetails: z.string(),
  additionalInfo: z.string().nullable(),
  visibleUntil: z.string(),
});
export type RevealedPayout = z.infer<typeof revealedPayoutSchema>;
export const REVEAL_SECONDS = 60;

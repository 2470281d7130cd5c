import { z } from 'zod';
import { bulkItemsSchema, bulkReasonSchema, updatedAtVersionSchema, type BulkNoun } from '../lists/bulk-schema';
import { PAYOUT_REJECTION_REASON_REQUIRED } from './staff-schema';

// Acting on many payout requests at once (issue 26): approve them or reject them, each through the
// single decision with every rule it keeps (four eyes, what the case has available, a mule
// account, the status moves), and its own audit row. An approval is of the amount asked (or the
// amount approved so far), never another; marking paid stays one at a time, as each payment has a
// reference of its own. Payouts have no version number: the list's `updatedAt` is theirs.

export const payoutNoun: BulkNoun = { one: 'payout request', many: 'payout requests' };

export const bulkPayoutActionSchema = z
  .object({
    kind: z.literal('status', { error: 'Choose what to do: status' }),
    status: z.enum(['approved', 'rejected'], { error: 'Please choose approved or rejected' }),
    /** Rejecting only, and required then: one reason, which each victim reads. */
    reason: bulkReasonSchema.optional(),
  })
  .refine((action) => action.status !== 'rejected' || Boolean(action.reason), { message: PAYOUT_REJECTION_REASON_REQUIRED, path: ['reason'] });

export const bulkPayoutRequestSchema = z.object({
  items: bulkItemsSchema(payoutNoun, updatedAtVersionSchema(payoutNoun)),
  action: bulkPayoutActionSchema,
});
export type BulkPayoutRequest = z.input<typeof bulkPayoutRequestSchema>;
export type BulkPayoutAction = z.output<typeof bulkPayoutActionSchema>;

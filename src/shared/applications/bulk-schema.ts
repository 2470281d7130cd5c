import { z } from 'zod';
import { bulkItemsSchema, bulkReasonSchema, updatedAtVersionSchema, type BulkNoun } from '../lists/bulk-schema';
import { APPLICATION_REJECTION_REASON_REQUIRED, CHOOSE_DECISION } from './staff-schema';
import { staffApplicationStatuses } from './status';

// Acting on many applications at once (issue 26): the decision one application takes (under
// review, approved, or rejected with the reason its applicant reads), each through the single
// update, with its own audit row. Applications have no version number: the list's `updatedAt` is
// theirs.

export const applicationNoun: BulkNoun = { one: 'application', many: 'applications' };

export const bulkApplicationActionSchema = z
  .object({
    kind: z.literal('status', { error: 'Choose what to do: status' }),
    status: z.enum(staffApplicationStatuses, { error: CHOOSE_DECISION }),
    /** Rejecting only, and required then: one reason, which each applicant reads. */
    reason: bulkReasonSchema.optional(),
  })
  .refine((action) => action.status !== 'rejected' || Boolean(action.reason), { message: APPLICATION_REJECTION_REASON_REQUIRED, path: ['reason'] });

export const bulkApplicationRequestSchema = z.object({
  items: bulkItemsSchema(applicationNoun, updatedAtVersionSchema(applicationNoun)),
  action: bulkApplicationActionSchema,
});
export type BulkApplicationRequest = z.input<typeof bulkApplicationRequestSchema>;
export type BulkApplicationAction = z.output<typeof bulkApplicationActionSchema>;

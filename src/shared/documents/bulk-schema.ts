import { z } from 'zod';
import { bulkItemsSchema, bulkReasonSchema, updatedAtVersionSchema, type BulkNoun } from '../lists/bulk-schema';
import { DOCUMENT_REJECTION_REASON_REQUIRED } from './staff-schema';

// Acting on many documents at once (issue 26): verify them, or reject them with the reason each
// victim reads, each through the single review, with its own audit row. Ticking a case's required
// document stays a single review's: it names one document of one case. Documents have no version
// number: the list's `updatedAt` is theirs.

export const documentNoun: BulkNoun = { one: 'document', many: 'documents' };

export const bulkDocumentActionSchema = z
  .object({
    kind: z.literal('status', { error: 'Choose what to do: status' }),
    status: z.enum(['verified', 'rejected'], { error: 'Please choose verified or rejected' }),
    /** Rejecting only, and required then: one reason, which each victim reads. */
    reason: bulkReasonSchema.optional(),
  })
  .refine((action) => action.status !== 'rejected' || Boolean(action.reason), { message: DOCUMENT_REJECTION_REASON_REQUIRED, path: ['reason'] });

export const bulkDocumentRequestSchema = z.object({
  items: bulkItemsSchema(documentNoun, updatedAtVersionSchema(documentNoun)),
  action: bulkDocumentActionSchema,
});
export type BulkDocumentRequest = z.input<typeof bulkDocumentRequestSchema>;
export type BulkDocumentAction = z.output<typeof bulkDocumentActionSchema>;

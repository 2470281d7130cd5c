import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';

/** Read or unread by the case team (`readByStaffAt`); a staff member's own reply counts as read. */
export const staffMessageStatuses = ['unread', 'read'] as const;
export type StaffMessageStatus = (typeof staffMessageStatuses)[number];

export const staffMessageListSorts = ['newest', 'oldest'] as const;
export type StaffMessageListSort = (typeof staffMessageListSorts)[number];

/**
 * `GET /api/admin/messages`: every conversation's messages, a page at a time, newest first. `q` finds
 * the subject, content, sender or recipient (anywhere, % and _ literal) or a case reference
 * ('FR-000123', 'fr-123', '123').
 */
export const staffMessageListQuerySchema = listQuerySchema(staffMessageStatuses, staffMessageListSorts);
export type StaffMessageListQuery = z.output<typeof staffMessageListQuerySchema>;

/** A message as staff see it in the all-messages list: the spec's entity plus its case reference. */
export const staffMessageSchema = z.object({
  id: z.number(),
  recoveryId: z.number(),
  /** 'FR-000123' */
  reference: z.string(),
  sender: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  senderType: z.enum(['user', 'staff', 'automated']),
  readByStaffAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessagePageSchema = listPageSchema(staffMessageSchema);
export type StaffMessagePage = z.infer<typeof staffMessagePageSchema>;

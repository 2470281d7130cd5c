import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { idSchema } from '../schemas';
import { caseTeamRoles, messageArticleSchema, messageAttachmentSchema } from './schema';

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
  /** A note between staff: the victim never sees it. */
  internal: z.boolean(),
  /** Who on the team wrote a staff message, as the victim sees it beside the role. */
  staffName: z.string().nullable(),
  readByStaffAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMessage = z.infer<typeof staffMessageSchema>;

export const staffMessagePageSchema = listPageSchema(staffMessageSchema);
export type StaffMessagePage = z.infer<typeof staffMessagePageSchema>;

/**
 * `POST /api/admin/incidents/{id}/messages`: a reply to the victim, spoken as a case team role
 * (D7), or with `internal: true` a note that only staff ever see.
 */
export const staffReplySchema = z.object({
  content: z.string({ error: 'Please write a message' }).trim().min(1, 'Please write a message').max(5000, 'The message is too long'),
  role: z.enum(caseTeamRoles, { error: 'Please choose who the reply is from' }),
  internal: z.boolean().default(false),
});
export type StaffReplyInput = z.input<typeof staffReplySchema>;

/** One message of a case's thread as staff read it: notes included and marked. */
export const staffThreadMessageSchema = staffMessageSchema
  .omit({ recoveryId: true, reference: true })
  .extend({ articles: z.array(messageArticleSchema), attachment: messageAttachmentSchema.nullable() });
export type StaffThreadMessage = z.infer<typeof staffThreadMessageSchema>;

export const staffThreadSchema = z.object({
  incidentId: z.number(),
  reference: z.string(),
  victimEmail: z.string(),
  platformName: z.string(),
  messages: z.array(staffThreadMessageSchema),
});
export type StaffThread = z.infer<typeof staffThreadSchema>;

/**
 * `GET /api/admin/conversations`: one row per case with messages. `unread` keeps cases with a victim
 * message nobody on the team has read; `waiting` those whose victim still waits for a reply.
 * `waiting` (the default sort) puts the longest wait first.
 */
export const conversationFilters = ['unread', 'waiting'] as const;
export const conversationSorts = ['waiting', 'newest'] as const;
export const conversationListQuerySchema = listQuerySchema(conversationFilters, conversationSorts);
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const conversationSchema = z.object({
  incidentId: z.number(),
  reference: z.string(),
  victimEmail: z.string(),
  platformName: z.string(),
  lastMessageAt: z.string(),
  /** Victim messages to the case team that nobody on the team has read yet. */
  unread: z.number().int(),
  /** The oldest victim message after the team's last reply; null when nobody waits. */
  waitingSince: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationPageSchema = listPageSchema(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** The Communications section's five most recent messages (spec: subject, sender, recipient, date). */
export const RECENT_MESSAGES = 5;

/**
 * `POST /api/admin/notify-victim`: one e-mail and one in-app message to the victim of a case
 * (the Communications send-notification form). Subject and message are both required.
 */
export const notifyVictimSchema = z.object({
  incidentId: idSchema('Please choose the case'),
  subject: z.string({ error: 'Please enter a subject' }).trim().min(1, 'Please enter a subject').max(200, 'The subject is too long'),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(5000, 'The message is too long'),
});
export type NotifyVictimInput = z.input<typeof notifyVictimSchema>;
export const notifyVictimResponseSchema = z.object({ messageId: z.number(), sentTo: z.string() });

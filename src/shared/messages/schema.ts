import { z } from 'zod';
import { idSchema } from '../schemas';

/** DECISIONS D7: the case team's roles, and automated help that says it is automated. */
export const messageRecipients = [
  { value: 'Case Manager', label: 'Case Manager', note: 'A person on the case team reads and answers.' },
  { value: 'Legal Advisor', label: 'Legal Advisor', note: 'A person on the case team reads and answers.' },
  { value: 'Automated help', label: 'Automated help', note: 'Answers at once with links to help articles. Not a person.' },
] as const;
export const AUTOMATED_HELP = 'Automated help';
/** The case team roles a staff reply speaks as (D7). */
export const caseTeamRoles = ['Case Manager', 'Legal Advisor'] as const;
export type CaseTeamRole = (typeof caseTeamRoles)[number];
const recipientValues = messageRecipients.map((r) => r.value) as [string, ...string[]];

export const sendMessageSchema = z.object({
  recipient: z.enum(recipientValues, { error: 'Please choose who the message is for' }),
  content: z.string({ error: 'Please write a message' }).trim().min(1, 'Please write a message').max(5000, 'The message is too long'),
  /** The incident's id, named `recoveryId` because the spec's request names it so. */
  recoveryId: idSchema('The case is missing'),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const messageArticleSchema = z.object({ slug: z.string(), title: z.string(), url: z.string() });

/**
 * A file the case team sent with a reply (issue 26): one of the case's documents, opened through
 * the documents' own download, which checks who asks. Null once the document is deleted.
 */
export const messageAttachmentSchema = z.object({ documentId: z.number(), filename: z.string(), mimeType: z.string(), sizeBytes: z.number(), sha256: z.string() });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageViewSchema = z.object({
  id: z.number(),
  sender: z.string(),
  recipient: z.string(),
  content: z.string(),
  senderType: z.enum(['user', 'staff', 'automated']),
  /** The staff member who wrote a case team reply ('Sam Okafor'), shown beside the role; else null. */
  staffName: z.string().nullable(),
  /** A notification the team sent, with its subject; null for conversation messages. */
  subject: z.string().nullable(),
  createdAt: z.string(),
  articles: z.array(messageArticleSchema),
  attachment: messageAttachmentSchema.nullable(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const messagesQuerySchema = z.object({ recoveryId: idSchema() });
export const sendMessageResponseSchema = z.object({ messages: z.array(messageViewSchema) });

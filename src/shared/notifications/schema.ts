import { z } from 'zod';
import { idSchema } from '../schemas';
import { unknownPlaceholders } from './placeholders';

/** The spec's recipients of a bulk notification: everyone, verified accounts only, unverified only. */
export const bulkRecipientTypes = ['all', 'verified', 'unverified'] as const;
export type BulkRecipientType = (typeof bulkRecipientTypes)[number];

export const bulkStatuses = ['pending', 'running', 'completed', 'failed', 'cancelled'] as const;
export type BulkStatus = (typeof bulkStatuses)[number];

const placeholdersKnown = (text: string) => unknownPlaceholders(text).length === 0;
const placeholderMessage = (field: string) => ({
  message: `${field} uses a placeholder we cannot fill; use {{name}}, {{email}}, {{caseReference}} or {{platformName}}`,
});

const subject = z
  .string({ error: 'Please enter a subject' })
  .trim()
  .min(1, 'Please enter a subject')
  .max(200, 'The subject is too long (at most 200 characters)')
  .refine(placeholdersKnown, placeholderMessage('The subject'));
const message = z
  .string({ error: 'Please enter a message' })
  .trim()
  .min(1, 'Please enter a message')
  .max(10_000, 'The message is too long (at most 10,000 characters)')
  .refine(placeholdersKnown, placeholderMessage('The message'));

/** `POST /api/admin/send-notification`: subject and message both non-empty (spec §5). */
export const sendNotificationSchema = z.object({
  subject,
  message,
  type: z.enum(bulkRecipientTypes, { error: 'Please choose who receives it: all, verified or unverified' }),
  templateId: idSchema('Please choose a template').optional(),
});
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;
export const sendNotificationResponseSchema = z.object({ operationId: z.number() });

export const bulkOperationSchema = z.object({
  id: z.number(),
  status: z.enum(bulkStatuses),
  totalItems: z.number(),
  processedItems: z.number(),
  failedItems: z.number(),
  subject: z.string(),
  type: z.enum(bulkRecipientTypes),
  /** True when a caseworker sent it: only the victims of their own cases. */
  ownCasesOnly: z.boolean(),
  initiatedBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type BulkOperation = z.infer<typeof bulkOperationSchema>;
export const recentBulkOperationsSchema = z.object({ items: z.array(bulkOperationSchema) });

/** The shortcut cards: how many people each choice reaches for the staff member asking. */
export const recipientCountsSchema = z.object({
  all: z.number(),
  verified: z.number(),
  unverified: z.number(),
  /** Unsubscribed people are left out of the three counts above; this says how many. */
  unsubscribed: z.number(),
  ownCasesOnly: z.boolean(),
});
export type RecipientCounts = z.infer<typeof recipientCountsSchema>;

export const templateInputSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120, 'The name is too long (at most 120 characters)'),
  subject,
  content: message,
  type: z.enum(['email'], { error: 'Templates are for e-mail' }).default('email'),
  category: z.string().trim().max(60, 'The category is too long (at most 60 characters)').optional().transform((v) => (v ? v : null)),
  isActive: z.boolean().default(true),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  subject: z.string(),
  content: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type NotificationTemplate = z.infer<typeof templateSchema>;
export const templateListSchema = z.object({ items: z.array(templateSchema) });

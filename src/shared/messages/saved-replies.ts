import { z } from 'zod';
import { fraudTypes } from '../incidents/fraud-types';
import { unknownPlaceholders } from '../notifications/placeholders';

// Saved replies (issue 26): the case team's library of answers, kept by admins, inserted into a
// reply on a case and edited there before it is sent.

export const savedReplyInputSchema = z.object({
  title: z.string({ error: 'Please enter a title' }).trim().min(1, 'Please enter a title').max(120, 'The title is too long (at most 120 characters)'),
  content: z
    .string({ error: 'Please write the reply' })
    .trim()
    .min(1, 'Please write the reply')
    .max(5000, 'The reply is too long (at most 5,000 characters)')
    .refine((text) => unknownPlaceholders(text).length === 0, {
      message: 'The reply uses a placeholder we cannot fill; use {{name}}, {{email}}, {{caseReference}} or {{platformName}}',
    }),
  /** Meant for cases of one fraud type (listed first on them), or for any case when empty. */
  fraudType: z
    .union([z.enum(fraudTypes, 'Choose a fraud type from the list'), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type SavedReplyInput = z.input<typeof savedReplyInputSchema>;

export const savedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  fraudType: z.string().nullable(),
  updatedAt: z.string(),
  /** The content filled for the case asked about (`?incidentId=`); a value Haven lacks stays as {{written}}. */
  filled: z.string().nullable(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedReplyListSchema = z.object({ items: z.array(savedReplySchema) });
export type SavedReplyList = z.infer<typeof savedReplyListSchema>;

export const savedReplyQuerySchema = z.object({ incidentId: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

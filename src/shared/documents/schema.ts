import { z } from 'zod';
import { idSchema } from '../schemas';
import { documentCategories, documentStatuses } from './status';

export const documentCategoryOptions = [
  { value: 'identity', label: 'Identity' },
  { value: 'financial', label: 'Financial' },
  { value: 'communication', label: 'Communication' },
  { value: 'legal', label: 'Legal' },
] as const;

export const documentUploadFieldsSchema = z.object({
  category: z.enum(documentCategories, { error: 'Please choose a category' }),
  /** The incident's id, named `recoveryId` because the spec's request names it so. */
  recoveryId: idSchema('The case is missing'),
});

export const documentViewSchema = z.object({
  id: z.number(),
  filename: z.string(),
  category: z.string(),
  status: z.enum(documentStatuses),
  rejectionReason: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadDate: z.string(),
  downloadUrl: z.string(),
  /** Added by the case team (a bank's letter, say), not by the victim. */
  fromCaseTeam: z.boolean(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

export const documentsQuerySchema = z.object({ recoveryId: idSchema() });

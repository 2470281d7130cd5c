import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { documentStatuses } from './status';

export const staffDocumentListSorts = ['newest', 'oldest', 'name'] as const;
export type StaffDocumentListSort = (typeof staffDocumentListSorts)[number];

/**
 * `GET /api/admin/documents`: every case's documents, a page at a time, newest upload first. `q`
 * finds the original name or the uploader's e-mail (anywhere, % and _ literal) or a case reference.
 */
export const staffDocumentListQuerySchema = listQuerySchema(documentStatuses, staffDocumentListSorts);
export type StaffDocumentListQuery = z.output<typeof staffDocumentListQuerySchema>;

/**
 * A document as the staff list shows it. Never the storage key or the file itself (D9): those are
 * reached only through the download route.
 */
export const staffDocumentSchema = z.object({
  id: z.number(),
  originalName: z.string(),
  /** The MIME type recorded at upload, e.g. 'application/pdf'. */
  fileType: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  status: z.enum(documentStatuses),
  category: z.string(),
  recoveryId: z.number().nullable(),
  /** 'FR-000123', or null for a document not filed to a case. */
  reference: z.string().nullable(),
  /** The uploader's e-mail (`user_email`). */
  uploader: z.string(),
  /** When it was uploaded (`upload_date`). */
  createdAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

export const staffDocumentPageSchema = listPageSchema(staffDocumentSchema);
export type StaffDocumentPage = z.infer<typeof staffDocumentPageSchema>;

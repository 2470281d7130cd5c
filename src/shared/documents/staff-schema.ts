import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';
import { documentCategories, documentStatuses } from './status';

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
  /** The uploader's e-mail (`user_email`); for a file the case team added, the victim it was added for. */
  uploader: z.string(),
  /** The staff member who added it to the case, when the case team did. */
  addedByStaff: z.string().nullable(),
  /** Hex SHA-256 of the stored bytes: a download gives exactly these (D9). */
  sha256: z.string(),
  rejectionReason: z.string().nullable(),
  /** When it was uploaded (`upload_date`). */
  createdAt: z.string(),
  /** When it last changed: the version an action on many documents names (issue 26). */
  updatedAt: z.string(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

export const staffDocumentPageSchema = listPageSchema(staffDocumentSchema);
export type StaffDocumentPage = z.infer<typeof staffDocumentPageSchema>;

/**
 * `PUT /api/admin/documents/{id}`: verify or reject. A rejection says why (the victim reads it on
 * the case page); a verification may tick one of the incident's required documents as received.
 */
export const DOCUMENT_REJECTION_REASON_REQUIRED = 'Please say why the document is rejected; the victim will read it';

export const reviewDocumentSchema = z
  .object({
    status: z.enum(['verified', 'rejected'], { error: 'Please choose verified or rejected' }),
    reason: z.string().trim().max(1000, 'The reason is too long').optional(),
    requiredDocument: z.string().trim().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DOCUMENT_REJECTION_REASON_REQUIRED });
    }
  });
export type ReviewDocumentInput = z.input<typeof reviewDocumentSchema>;

/** A short-lived address that shows an image or a PDF inline in the staff screens. */
export const documentViewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const DOCUMENT_VIEW_LINK_SECONDS = 120;
/** What staff can look at in the page; anything else downloads. */
export const inlineViewableTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** The text fields of `POST /api/admin/incidents/{id}/documents` (multipart, files under `documents`). */
export const staffDocumentUploadFieldsSchema = z.object({
  category: z.enum(documentCategories, { error: 'Please choose a document category' }).default('legal'),
});

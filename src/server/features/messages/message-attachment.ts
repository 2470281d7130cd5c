import { documents } from '../../kernel/db/schema/index';

/**
 * The columns of a reply's file, for a query that left-joins documents on messages.document_id:
 * a message without one (or whose document was deleted) reads a row of nulls, presented as none.
 */
export const attachmentColumns = {
  documentId: documents.id,
  filename: documents.filename,
  mimeType: documents.mimeType,
  sizeBytes: documents.sizeBytes,
  sha256: documents.sha256,
};

type JoinedAttachment = { documentId: number | null; filename: string | null; mimeType: string | null; sizeBytes: number | null; sha256: string | null };

export function presentAttachment(joined: JoinedAttachment | null) {
  if (!joined || joined.documentId === null) return null;
  return { documentId: joined.documentId, filename: joined.filename ?? '', mimeType: joined.mimeType ?? '', sizeBytes: Number(joined.sizeBytes ?? 0), sha256: joined.sha256 ?? '' };
}

import type { DocumentView } from '@shared/documents/schema';
import type { documents } from '../../kernel/db/schema/index';

export function presentDocument(row: typeof documents.$inferSelect): DocumentView {
  return {
    id: row.id,
    filename: row.filename,
    category: row.category,
    status: row.status,
    rejectionReason: row.rejectionReason,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadDate: row.uploadDate.toISOString(),
    downloadUrl: `/api/documents/${row.id}/download`,
    fromCaseTeam: row.uploadedByAdminId !== null,
  };
}

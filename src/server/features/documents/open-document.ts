import { and, eq } from 'drizzle-orm';
import type { Dependencies } from '../../dependencies';
import { documents, fraudIncidents } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import type { IncidentViewer } from '../incidents/policy';
import { downloadFilename } from './download-filename';
import { documentsVisibleTo } from './policy';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * A stored file the viewer may download, opened for reading, with what its response headers say.
 * Someone else's document answers like a missing one.
 */
export async function openDocument(deps: Pick<Dependencies, 'db' | 'storage'>, input: { documentId: number; viewer: IncidentViewer }) {
  const [row] = await deps.db
    .select({ document: documents })
    .from(documents)
    .leftJoin(fraudIncidents, eq(fraudIncidents.id, documents.recoveryId))
    .where(and(eq(documents.id, input.documentId), documentsVisibleTo(input.viewer)))
    .limit(1);
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND);
  const { document } = row;
  const stream = await deps.storage.read(document.storageKey).catch((error: unknown) => {
    throw new AppError('FILE_UNAVAILABLE', 'The file is no longer available', { cause: error });
  });
  return {
    stream,
    mimeType: document.mimeType,
    sizeBytes: document.sizeBytes,
    filename: downloadFilename(document.filename, document.mimeType),
  };
}

import type { FastifyRequest } from 'fastify';
import { documentUploadFieldsSchema } from '@shared/documents/schema';
import { MAX_CASE_DOCUMENTS_PER_UPLOAD } from '@shared/limits';
import { documents } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findIncidentForViewer } from '../cases/find-incident-for-viewer';
import { ingestMultipartUpload } from './ingest-files';
import { presentDocument } from './present-document';

/**
 * A victim adds documents to their own case. Files are checked and stored first (the form may
 * send them before its fields); if anything after that fails, every stored file is removed.
 */
export async function uploadCaseDocuments(request: FastifyRequest, email: string) {
  const app = request.server;
  const upload = await ingestMultipartUpload(request, {
    storage: app.storage,
    fileField: 'documents',
    maxFiles: MAX_CASE_DOCUMENTS_PER_UPLOAD,
    keyPrefix: 'cases',
  });
  try {
    const parsed = documentUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Invalid upload');
    if (upload.files.length === 0) throw new AppError('BAD_REQUEST', 'Please choose at least one file to upload.');
    return await app.db.transaction(async (tx) => {
      const { incident } = await findIncidentForViewer(tx, parsed.data.recoveryId, { kind: 'victim', email });
      const rows = await tx
        .insert(documents)
        .values(
          upload.files.map((file) => ({
            ...file,
            userEmail: email,
            category: parsed.data.category,
            recoveryId: incident.id,
          })),
        )
        .returning();
      return rows.map(presentDocument);
    });
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

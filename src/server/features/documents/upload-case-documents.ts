import { documentUploadFieldsSchema } from '@shared/documents/schema';
import type { Dependencies } from '../../dependencies';
import { documents } from '../../kernel/db/schema/index';
import { AppError, schemaRefusal } from '../../kernel/errors';
import { recordAudit, type Change } from '../audit/record-audit';
import { markAwaitingStaff } from '../incidents/awaiting-staff';
import { findIncidentForViewer } from '../incidents/policy';
import type { IngestedUpload } from '../../kernel/uploads/ingest-files';
import { presentDocument } from './present-document';

/**
 * A victim adds documents to their own case. The files are already checked and stored (the form
 * may send them before its fields); if anything here fails, every stored file is removed.
 */
export async function uploadCaseDocuments(
  deps: Pick<Dependencies, 'db'>,
  input: { upload: IngestedUpload; victim: { userId: number; email: string }; by: Change },
) {
  const { upload } = input;
  const email = input.victim.email.toLowerCase();
  try {
    const parsed = documentUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw schemaRefusal(parsed.error.issues[0]);
    if (upload.files.length === 0) throw new AppError('VALIDATION_FAILED', 'Please choose at least one file to upload.');
    const stored = await deps.db.transaction(async (tx) => {
      const { incident } = await findIncidentForViewer(tx, { incidentId: parsed.data.recoveryId, viewer: { kind: 'victim', email } });
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
      // One row per document (what, to which case, how large); the file itself is not copied.
      for (const row of rows) {
        await recordAudit(tx, {
          actor: input.by.actor,
          action: 'document.uploaded',
          entity: { type: 'document', id: row.id },
          after: { incidentId: incident.id, category: row.category, sizeBytes: row.sizeBytes },
          ip: input.by.ip,
        });
      }
      await markAwaitingStaff(tx, { incidentId: incident.id, since: rows[0]!.uploadDate, kind: 'document' });
      return rows.map(presentDocument);
    });
    // Only now that the rows are in do the files move from staging to the keys they name.
    await upload.commit();
    return stored;
  } catch (error) {
    await upload.discard();
    throw error;
  }
}

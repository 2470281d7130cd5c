import { eq } from 'drizzle-orm';
import { staffDocumentUploadFieldsSchema } from '@shared/documents/staff-schema';
import { documents, fraudIncidents } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError, schemaRefusal } from '../../kernel/errors';
import type { IngestedUpload } from '../../kernel/uploads/ingest-files';
import { recordAudit, type Change } from '../audit/record-audit';
import { INCIDENT_NOT_FOUND } from '../incidents/policy';
import { presentDocument } from './present-document';
import { type StaffIdentity } from '../../kernel/plugins/access';

/**
 * The case team adds a file to a case (a bank's letter, say): checked by content and stored as a
 * victim's upload is, owned by the case's victim, marked as the team's, and verified already (the
 * team vouches for what it files). If anything fails, every stored file is removed.
 */
export async function addStaffDocuments(
  deps: Pick<Dependencies, 'db'>,
  options: { incidentId: number; upload: IngestedUpload; staff: StaffIdentity; by: Change },
) {
  const { upload } = options;
  try {
    const parsed = staffDocumentUploadFieldsSchema.safeParse(upload.fields);
    if (!parsed.success) throw schemaRefusal(parsed.error.issues[0]);
    const { category } = parsed.data;
    if (upload.files.length === 0) throw new AppError('VALIDATION_FAILED', 'Please choose at least one file to upload.');
    const stored = await deps.db.transaction(async (tx) => {
      const [incident] = await tx.select({ id: fraudIncidents.id, email: fraudIncidents.victimEmail }).from(fraudIncidents).where(eq(fraudIncidents.id, options.incidentId));
      if (!incident) throw new AppError('INCIDENT_NOT_FOUND', INCIDENT_NOT_FOUND);
      const rows = await tx
        .insert(documents)
        .values(
          upload.files.map((file) => ({
            ...file,
            userEmail: incident.email.toLowerCase(),
            category,
            recoveryId: incident.id,
            status: 'verified' as const,
            uploadedByAdminId: options.staff.adminId,
          })),
        )
        .returning();
      for (const row of rows) {
        await recordAudit(tx, {
          actor: options.by.actor,
          action: 'document.uploaded_by_staff',
          entity: { type: 'document', id: row.id },
          after: { incidentId: incident.id, filename: row.filename, sizeBytes: row.sizeBytes, sha256: row.sha256 },
          ip: options.by.ip,
        });
      }
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

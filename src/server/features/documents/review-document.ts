import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { reviewDocumentSchema } from '@shared/documents/staff-schema';
import { documentNoun } from '@shared/documents/bulk-schema';
import type { RequiredDocument } from '@shared/incidents/case-data';
import { documents, fraudIncidents } from '../../kernel/db/schema/index';
import type { Dependencies } from '../../dependencies';
import { AppError } from '../../kernel/errors';
import { changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import { recordAudit, type Change } from '../audit/record-audit';
import { DOCUMENT_NOT_FOUND } from './open-document';
import { markAnswered } from '../incidents/awaiting-staff';
import { queueCaseChangeNotice, type CaseNoticeDependencies } from '../incidents/notify-victim-of-case-change';

type Input = z.output<typeof reviewDocumentSchema>;

/**
 * Verify or reject a document. A rejection's reason is what the victim reads on the case page. A
 * verification can tick one of the incident's required documents as received, in the same
 * transaction, bumping the incident's version so an edit open on the incident page is not lost
 * silently: it gets the 412 a stale edit gets. The victim of a confirmed case is told by e-mail that
 * their case changed (D19: not which document, nor why), in one mail with other changes that
 * minute. `loadedAt`, the `updatedAt` a list showed (an action on many, issue 26), refuses the
 * review when the document changed since.
 */
export async function reviewDocument(deps: CaseNoticeDependencies & Pick<Dependencies, 'clock'>, options: { id: number; input: Input; by: Change; loadedAt?: string }) {
  const { input } = options;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(documents).where(eq(documents.id, options.id)).for('update');
    if (!current) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND);
    if (options.loadedAt !== undefined && changedSince(current.updatedAt, options.loadedAt)) throw new AppError('STALE_VERSION', changedSinceLoaded(documentNoun));
    const now = deps.clock();
    const [updated] = await tx
      .update(documents)
      .set({ status: input.status, rejectionReason: input.status === 'rejected' ? (input.reason ?? null) : null, updatedAt: now })
      .where(eq(documents.id, options.id))
      .returning();

    if (current.recoveryId !== null) await markAnswered(tx, { incidentId: current.recoveryId, at: now });
    let ticked: string | null = null;
    if (input.status === 'verified' && input.requiredDocument) {
      if (current.recoveryId === null) throw new AppError('VALIDATION_FAILED', 'This document is not on a case, so it cannot tick a required document');
      const [incident] = await tx.select().from(fraudIncidents).where(eq(fraudIncidents.id, current.recoveryId)).for('update');
      const entries: RequiredDocument[] = incident?.requiredDocuments ?? [];
      const index = entries.findIndex((entry) => entry.name === input.requiredDocument);
      if (!incident || index === -1) throw new AppError('VALIDATION_FAILED', 'That required document is not listed on this case');
      const next = entries.map((entry, i) => (i === index ? { ...entry, status: 'received' as const } : entry));
      await tx
        .update(fraudIncidents)
        .set({ requiredDocuments: next, version: sql`${fraudIncidents.version} + 1`, updatedAt: now })
        .where(eq(fraudIncidents.id, incident.id));
      await recordAudit(tx, {
        actor: options.by.actor,
        action: 'incident.update.documents',
        entity: { type: 'fraud_incident', id: incident.id },
        before: { requiredDocuments: entries },
        after: { requiredDocuments: next },
        ip: options.by.ip,
      });
      ticked = input.requiredDocument;
    }
    await recordAudit(tx, {
      actor: options.by.actor,
      action: input.status === 'verified' ? 'document.verified' : 'document.rejected',
      entity: { type: 'document', id: options.id },
      before: { status: current.status, rejectionReason: current.rejectionReason },
      after: { status: updated!.status, rejectionReason: updated!.rejectionReason, ...(ticked ? { requiredDocument: ticked } : {}) },
      ip: options.by.ip,
    });
    if (current.recoveryId !== null) {
      // Locked, so two decisions at once find the one notice waiting rather than both queue one.
      const [incident] = await tx
        .select({ id: fraudIncidents.id, victimEmail: fraudIncidents.victimEmail, confirmedAt: fraudIncidents.confirmedAt })
        .from(fraudIncidents)
        .where(eq(fraudIncidents.id, current.recoveryId))
        .for('update');
      // D18: an unconfirmed report's address has not said the case is theirs.
      if (incident?.confirmedAt) await queueCaseChangeNotice({ db: tx, jobs: deps.jobs, config: deps.config }, incident, 'documents');
    }
    return updated!;
  });
}

import { eq, inArray } from 'drizzle-orm';
import { documentNoun, type BulkDocumentAction } from '@shared/documents/bulk-schema';
import { formatCaseReference } from '@shared/format/case-reference';
import type { BulkResult } from '@shared/lists/bulk-schema';
import type { Dependencies } from '../../dependencies';
import { documents } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { actOnEach, changedSince, changedSinceLoaded } from '../../kernel/lists/act-on-each';
import type { Change } from '../audit/record-audit';
import type { CaseNoticeDependencies } from '../incidents/notify-victim-of-case-change';
import { DOCUMENT_NOT_FOUND } from './open-document';
import { reviewDocument } from './review-document';

/**
 * Verifies or rejects many documents at once (issue 26): each through the single review (its lock,
 * its audit row, the case's notice to its victim), refused when the document changed since the
 * list showed it, and "already so" when it already has that status.
 */
export async function actOnDocuments(
  deps: CaseNoticeDependencies & Pick<Dependencies, 'clock' | 'log'>,
  input: { items: { id: number; version: string }[]; action: BulkDocumentAction; by: Change; locale?: string },
): Promise<BulkResult> {
  const { action } = input;
  // Named as the list names them: the file's name and its case.
  const named = await deps.db
    .select({ id: documents.id, filename: documents.filename, recoveryId: documents.recoveryId })
    .from(documents)
    .where(inArray(documents.id, input.items.map((item) => item.id)));
  const names = new Map(named.map((d) => [d.id, d.recoveryId === null ? d.filename : `${d.filename} (${formatCaseReference(d.recoveryId)})`]));
  return actOnEach(deps, {
    locale: input.locale,
    items: input.items,
    noun: documentNoun,
    referenceOf: (id) => names.get(id) ?? `Document ${id}`,
    act: async (item) => {
      const [current] = await deps.db.select({ status: documents.status, updatedAt: documents.updatedAt }).from(documents).where(eq(documents.id, item.id));
      if (!current) throw new AppError('DOCUMENT_NOT_FOUND', DOCUMENT_NOT_FOUND);
      if (changedSince(current.updatedAt, item.version)) throw new AppError('STALE_VERSION', changedSinceLoaded(documentNoun));
      if (current.status === action.status) return 'unchanged';
      await reviewDocument(deps, {
        id: item.id,
        input: { status: action.status, ...(action.status === 'rejected' ? { reason: action.reason } : {}) },
        by: input.by,
        loadedAt: item.version,
      });
      return 'done';
    },
  });
}

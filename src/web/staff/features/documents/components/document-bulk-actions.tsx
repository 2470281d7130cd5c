import { useLingui } from '@lingui/react/macro';
import { documentNoun, type BulkDocumentRequest } from '@shared/documents/bulk-schema';
import { DOCUMENT_REJECTION_REASON_REQUIRED } from '@shared/documents/staff-schema';
import { BulkActionsBar, type BulkKind, type ChosenRecord } from '@/staff/components/bulk-actions-bar';
import { useActOnDocuments } from '../api/act-on-documents';

/** A chosen document as the list showed it: `version` is the `updatedAt` a review is based on. */
export type ChosenDocument = ChosenRecord & { version: string };

/** What to do with the chosen documents (issue 26): verify them, or reject them with one reason. */
export function DocumentBulkActions({ chosen, onDone }: { chosen: ChosenDocument[]; onDone: () => void }) {
  const act = useActOnDocuments();
  const { t } = useLingui();
  const kinds: BulkKind[] = [
    {
      kind: 'verified',
      label: t`Verify`,
      note: t`Ticking a case's required document stays a review of one document, from its case page.`,
    },
    {
      kind: 'rejected',
      label: t`Reject`,
      reason: () => ({ missing: DOCUMENT_REJECTION_REASON_REQUIRED, hint: t`Written for the victims: what is wrong and what to send instead. Each reads it on their case page.` }),
    },
  ];
  return (
    <BulkActionsBar<BulkDocumentRequest>
      chosen={chosen}
      noun={documentNoun}
      kinds={kinds}
      request={({ kind, reason }) => ({
        items: chosen.map(({ id, version }) => ({ id, version })),
        action: kind === 'rejected' ? { kind: 'status', status: 'rejected', reason } : { kind: 'status', status: 'verified' },
      })}
      mutation={act}
      onDone={onDone}
    />
  );
}

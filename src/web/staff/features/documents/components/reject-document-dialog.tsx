import { useLingui } from '@lingui/react/macro';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { toast } from '@/hooks/use-toast';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useReviewDocument } from '../api/review-document';

/** Reject with a reason: the victim reads it on their case page, so it says what to send instead. */
function RejectForm({ doc, onDone }: { doc: StaffDocument; onDone: () => void }) {
  const review = useReviewDocument();
  const { t } = useLingui();
  const name = doc.originalName;
  return (
    <ReasonForm
      missing={t`Please say why the document is rejected; the victim will read it`}
      hint={t`Written for the victim: what is wrong, and what would help instead.`}
      action={t`Reject`}
      pendingAction={t`Rejecting...`}
      pending={review.isPending}
      onCancel={onDone}
      onSubmit={(reason) =>
        review.mutate(
          { id: doc.id, body: { status: 'rejected', reason } },
          {
            onSuccess: () => {
              toast({ title: t`Document rejected`, description: t`${name}. The victim sees the reason on the case page.` });
              onDone();
            },
            onError: (error) => failureToast(t`Failed to update the document`, { error }),
          },
        )
      }
    />
  );
}

export function RejectDocumentDialog({ document: doc, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = doc?.originalName;
  const reference = doc?.reference;
  return (
    <RecordDialog record={doc} onClose={onClose} className="max-w-lg" title={t`Reject document`}
      description={doc ? (reference ? t`${name} on ${reference}` : name) : null}
      descriptionClassName="break-all"
    >
      {(doc) => <RejectForm doc={doc} onDone={onClose} />}
    </RecordDialog>
  );
}

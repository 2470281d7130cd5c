import type { StaffDocument } from '@shared/documents/staff-schema';
import { toast } from '@/hooks/use-toast';
import { ReasonForm } from '@/staff/components/reason-form';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useReviewDocument } from '../api/review-document';

/** Reject with a reason: the victim reads it on their case page, so it says what to send instead. */
function RejectForm({ doc, onDone }: { doc: StaffDocument; onDone: () => void }) {
  const review = useReviewDocument();
  return (
    <ReasonForm
      missing="Please say why the document is rejected; the victim will read it"
      hint="Written for the victim: what is wrong, and what would help instead."
      action="Reject"
      pendingAction="Rejecting..."
      pending={review.isPending}
      onCancel={onDone}
      onSubmit={(reason) =>
        review.mutate(
          { id: doc.id, body: { status: 'rejected', reason } },
          {
            onSuccess: () => {
              toast({ title: 'Document rejected', description: `${doc.originalName}. The victim sees the reason on the case page.` });
              onDone();
            },
            onError: (error) => failureToast('Failed to update the document', { error }),
          },
        )
      }
    />
  );
}

export function RejectDocumentDialog({ document: doc, onClose }: { document: StaffDocument | null; onClose: () => void }) {
  return (
    <RecordDialog record={doc} onClose={onClose} className="max-w-lg" title="Reject document"
      description={doc ? `${doc.originalName}${doc.reference ? ` on ${doc.reference}` : ''}` : null}
      descriptionClassName="break-all"
    >
      {(doc) => <RejectForm doc={doc} onDone={onClose} />}
    </RecordDialog>
  );
}

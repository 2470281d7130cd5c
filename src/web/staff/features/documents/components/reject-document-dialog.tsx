import { useState } from 'react';
import type { StaffDocument } from '@shared/documents/staff-schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { RecordDialog } from '@/staff/components/record-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { failureToast } from '@/staff/lib/failure-toast';
import { useReviewDocument } from '../api/review-document';

/** Reject with a reason: the victim reads it on their case page, so it says what to send instead. */
function RejectForm({ doc, onDone }: { doc: StaffDocument; onDone: () => void }) {
  const review = useReviewDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError('Please say why the document is rejected; the victim will read it');
          return;
        }
        review.mutate(
          { id: doc.id, body: { status: 'rejected', reason } },
          {
            onSuccess: () => {
              toast({ title: 'Document rejected', description: `${doc.originalName}. The victim sees the reason on the case page.` });
              onDone();
            },
            onError: (error) => failureToast('Failed to update the document', { error }),
          },
        );
      }}
    >
      <FormField label="Reason" required error={error} hint="Written for the victim: what is wrong, and what would help instead.">
        <Textarea rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <DialogActions onCancel={onDone} action="Reject" pendingAction="Rejecting..." pending={review.isPending} variant="destructive" />
    </form>
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

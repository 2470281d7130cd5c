import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';

type DeleteRecordDialogProps<T extends { id: number }> = {
  record: T | null;
  /** Called with whether the record was deleted. */
  onClose: (deleted: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** The delete mutation (mutate and isPending of a TanStack useMutation taking the id). */
  remove: { mutate: (id: number, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void; isPending: boolean };
  /** The toast after: "Tag deleted", with the record's name. */
  deleted: (record: T) => { title: string; description: string };
  /** The failure toast's words when the server refuses. */
  failure: string;
};

/** Delete asks first, says what goes with it, and tells what happened: one shape for every list's delete. */
export function DeleteRecordDialog<T extends { id: number }>({ record, onClose, title, description, descriptionClassName, remove, deleted, failure }: DeleteRecordDialogProps<T>) {
  const { t } = useLingui();
  return (
    <RecordDialog record={record} onClose={() => onClose(false)} title={title} description={description} descriptionClassName={descriptionClassName}>
      {(chosen) => (
        <DialogActions
          onCancel={() => onClose(false)}
          action={t`Delete`}
          pendingAction={t`Deleting...`}
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(chosen.id, {
              onSuccess: () => {
                toast(deleted(chosen));
                onClose(true);
              },
              onError: (error) => failureToast(errorMessage(error, failure)),
            })
          }
        />
      )}
    </RecordDialog>
  );
}

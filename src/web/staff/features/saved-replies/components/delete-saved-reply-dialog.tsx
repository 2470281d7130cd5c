import type { SavedReply } from '@shared/messages/saved-replies';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteSavedReply } from '../api/delete-saved-reply';

export function DeleteSavedReplyDialog({ reply, onClose }: { reply: SavedReply | null; onClose: () => void }) {
  const remove = useDeleteSavedReply();
  return (
    <RecordDialog record={reply} onClose={onClose} title={<>Delete the saved reply “{reply?.title}”?</>} description="Replies already sent with it stay as they were.">
      {(chosen) => (
        <DialogActions
          onCancel={onClose}
          action="Delete"
          pendingAction="Deleting..."
          pending={remove.isPending}
          variant="destructive"
          onAction={() =>
            remove.mutate(chosen.id, {
              onSuccess: () => {
                toast({ title: 'Saved reply deleted', description: chosen.title });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, 'Failed to delete the saved reply')),
            })
          }
        />
      )}
    </RecordDialog>
  );
}

import type { SavedReply } from '@shared/messages/saved-replies';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteSavedReply } from '../api/delete-saved-reply';

export function DeleteSavedReplyDialog({ reply, onClose }: { reply: SavedReply | null; onClose: () => void }) {
  const remove = useDeleteSavedReply();
  return (
    <DeleteRecordDialog
      record={reply}
      onClose={onClose}
      title={<>Delete the saved reply “{reply?.title}”?</>}
      description="Replies already sent with it stay as they were."
      remove={remove}
      deleted={(chosen) => ({ title: 'Saved reply deleted', description: chosen.title })}
      failure="Failed to delete the saved reply"
    />
  );
}

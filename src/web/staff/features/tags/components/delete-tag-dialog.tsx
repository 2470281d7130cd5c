import type { Tag } from '@shared/tags/schema';
import { DialogActions } from '@/components/ui/dialog-actions';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { RecordDialog } from '@/staff/components/record-dialog';
import { failureToast } from '@/staff/lib/failure-toast';
import { useDeleteTag } from '../api/delete-tag';

export function DeleteTagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const remove = useDeleteTag();
  return (
    <RecordDialog
      record={tag}
      onClose={onClose}
      title={<>Delete the tag “{tag?.name}”?</>}
      description="It is taken off every case that has it, and cannot be undone. The cases themselves stay as they are."
    >
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
                toast({ title: 'Tag deleted', description: chosen.name });
                onClose();
              },
              onError: (error) => failureToast(errorMessage(error, 'Failed to delete the tag')),
            })
          }
        />
      )}
    </RecordDialog>
  );
}

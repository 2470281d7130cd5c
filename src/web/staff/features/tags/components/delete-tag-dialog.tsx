import type { Tag } from '@shared/tags/schema';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteTag } from '../api/delete-tag';

export function DeleteTagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const remove = useDeleteTag();
  return (
    <DeleteRecordDialog
      record={tag}
      onClose={onClose}
      title={<>Delete the tag “{tag?.name}”?</>}
      description="It is taken off every case that has it, and cannot be undone. The cases themselves stay as they are."
      remove={remove}
      deleted={(chosen) => ({ title: 'Tag deleted', description: chosen.name })}
      failure="Failed to delete the tag"
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { Tag } from '@shared/tags/schema';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteTag } from '../api/delete-tag';

export function DeleteTagDialog({ tag, onClose }: { tag: Tag | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteTag();
  const name = tag?.name;
  return (
    <DeleteRecordDialog
      record={tag}
      onClose={onClose}
      title={<Trans>Delete the tag “{name}”?</Trans>}
      description={t`It is taken off every case that has it, and cannot be undone. The cases themselves stay as they are.`}
      remove={remove}
      deleted={(chosen) => ({ title: t`Tag deleted`, description: chosen.name })}
      failure={t`Failed to delete the tag`}
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedReply } from '@shared/messages/saved-replies';
import { DeleteRecordDialog } from '@/staff/components/delete-record-dialog';
import { useDeleteSavedReply } from '../api/delete-saved-reply';

export function DeleteSavedReplyDialog({ reply, onClose }: { reply: SavedReply | null; onClose: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteSavedReply();
  const title = reply?.title;
  return (
    <DeleteRecordDialog
      record={reply}
      onClose={onClose}
      title={<Trans>Delete the saved reply “{title}”?</Trans>}
      description={t`Replies already sent with it stay as they were.`}
      remove={remove}
      deleted={(chosen) => ({ title: t`Saved reply deleted`, description: chosen.title })}
      failure={t`Failed to delete the saved reply`}
    />
  );
}

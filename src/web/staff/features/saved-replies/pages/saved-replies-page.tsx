import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/lib/i18n/format';
import { fraudTypeLabel } from '@/lib/i18n/shared-words';
import type { SavedReply } from '@shared/messages/saved-replies';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/staff/components/data-table';
import { SectionHeader } from '@/staff/components/section-header';
import { useSavedReplies } from '@/staff/lib/get-saved-replies';
import { returnFocus } from '@/staff/lib/return-focus';
import { useStaffSession } from '@/staff/lib/staff-session';
import { DeleteSavedReplyDialog } from '../components/delete-saved-reply-dialog';
import { SavedReplyDialog, type SavedReplyDraft } from '../components/saved-reply-dialog';

/**
 * /admin/saved-replies: the library case workers insert into their replies (issue 26). Admins keep
 * it; a case worker who opens the address reads it.
 */
export default function SavedRepliesPage() {
  const { t } = useLingui();
  const session = useStaffSession();
  const isAdmin = session.data?.role === 'admin';
  const replies = useSavedReplies();
  const [draft, setDraft] = useState<SavedReplyDraft | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const columns: Column<SavedReply>[] = [
    { key: 'title', header: t`Title`, cell: (r) => <span className="block min-w-40 font-medium">{r.title}</span> },
    { key: 'for', header: t`For cases of`, cell: (r) => (r.fraudType ? fraudTypeLabel(r.fraudType) : <span className="text-muted-foreground">{t`Any fraud type`}</span>) },
    { key: 'text', header: t`Reply`, cell: (r) => <span className="line-clamp-2 block min-w-56 whitespace-pre-line [overflow-wrap:anywhere]">{r.content}</span> },
    { key: 'updated', header: t`Changed`, cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.updatedAt)}</span> },
  ];
  if (isAdmin) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (r) => {
        const title = r.title;
        return (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" data-saved-reply={r.id} aria-label={t`Edit ${title}`} onClick={() => setDraft({ reply: r })}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="sm" variant="ghost" aria-label={t`Delete ${title}`} onClick={() => setDeleting(r)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
        );
      },
    });
  }
  return (
    <section className="flex flex-col gap-4">
      <SectionHeader
        title={t`Saved replies`}
        description={t`Answers the case team writes often. A case worker inserts one into a reply, filled for the case, and edits it before sending.`}
        actions={
          isAdmin ? (
            <Button onClick={() => setDraft({})}>
              <Plus aria-hidden="true" /> <Trans>New saved reply</Trans>
            </Button>
          ) : null
        }
      />
      {session.data && !isAdmin ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>Only an admin can change saved replies. Insert one from the reply form on a case.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      <DataTable
        caption={t`Saved replies`}
        columns={columns}
        rows={replies.data?.items}
        rowKey={(r) => r.id}
        isLoading={replies.isFetching}
        error={replies.isError ? t`The saved replies could not be loaded. Try Refresh All.` : undefined}
        empty={isAdmin ? t`No saved replies yet. Write one with New saved reply.` : t`No saved replies yet.`}
      />
      <SavedReplyDialog
        draft={draft}
        onClose={() => {
          returnFocus(draft?.reply ? `[data-saved-reply="${draft.reply.id}"]` : 'main h1');
          setDraft(null);
        }}
      />
      <DeleteSavedReplyDialog
        reply={deleting}
        onClose={() => {
          returnFocus('main h1');
          setDeleting(null);
        }}
      />
    </section>
  );
}

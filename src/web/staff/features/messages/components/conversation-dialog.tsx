import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { idSchema } from '@shared/schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCaseThread } from '@/staff/lib/get-case-thread';
import { useMarkThreadRead } from '@/staff/lib/mark-thread-read';
import { openLinkOf } from './conversations-table';
import { CaseConversation } from '@/staff/components/case-conversation/case-conversation';

/**
 * The conversation on the case named by `?case=` in the address, over whatever page is open, so a
 * conversation can be linked and the list behind it keeps its filters. Opening it marks the
 * victim's messages read.
 */
export function ConversationDialog() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const caseParam = search.get('case');
  const incidentId = caseParam === null ? null : (idSchema().safeParse(caseParam).data ?? 0);
  const thread = useCaseThread(incidentId);
  const markRead = useMarkThreadRead();
  const { mutate: markThreadRead } = markRead;

  useEffect(() => {
    if (thread.data) markThreadRead(thread.data.incidentId);
  }, [thread.data?.incidentId, markThreadRead]); // eslint-disable-line react-hooks/exhaustive-deps -- once per case opened

  const close = () => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('case');
        return next;
      },
      { replace: true },
    );
    if (incidentId) requestAnimationFrame(() => openLinkOf(incidentId)?.focus());
  };

  const reference = thread.data?.reference;
  const victimEmail = thread.data?.victimEmail;
  const platformName = thread.data?.platformName;
  return (
    <Dialog open={incidentId !== null} onOpenChange={(open) => !open && close()}>
      {/* On a phone the conversation takes the whole screen, its history the room the reply leaves (issue 25). */}
      <DialogContent className="max-w-3xl max-sm:top-0 max-sm:start-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-4">
        <DialogHeader>
          <DialogTitle>{thread.data ? t`Conversation on ${reference}` : t`Conversation`}</DialogTitle>
          <DialogDescription>
            {thread.data
              ? t`${victimEmail} · ${platformName}. Internal notes are marked; the victim never sees them.`
              : thread.isError
                ? t`This conversation could not be loaded. It may not exist, or the connection failed.`
                : t`Loading the conversation…`}
          </DialogDescription>
        </DialogHeader>
        {thread.data ? <CaseConversation thread={thread.data} logClassName="max-h-[50vh] max-sm:max-h-none max-sm:min-h-48 max-sm:flex-1" /> : null}
      </DialogContent>
    </Dialog>
  );
}

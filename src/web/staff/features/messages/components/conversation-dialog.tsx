import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { idSchema } from '@shared/schemas';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCaseThread } from '../api/get-case-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { openLinkOf } from './conversations-table';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

/**
 * The conversation on the case named by `?case=` in the address, over whatever page is open, so a
 * conversation can be linked and the list behind it keeps its filters. Opening it marks the
 * victim's messages read.
 */
export function ConversationDialog() {
  const [search, setSearch] = useSearchParams();
  const caseParam = search.get('case');
  const incidentId = caseParam === null ? null : (idSchema().safeParse(caseParam).data ?? 0);
  const thread = useCaseThread(incidentId);
  const markRead = useMarkThreadRead();
  const log = useRef<HTMLDivElement>(null);
  const { mutate: markThreadRead } = markRead;

  useEffect(() => {
    if (thread.data) markThreadRead(thread.data.incidentId);
  }, [thread.data?.incidentId, markThreadRead]); // eslint-disable-line react-hooks/exhaustive-deps -- once per case opened

  // The newest message is where a reader starts: the thread opens scrolled to its end.
  const messageCount = thread.data?.messages.length ?? 0;
  useEffect(() => {
    const box = log.current;
    if (box && messageCount > 0) box.scrollTop = box.scrollHeight;
  }, [messageCount]);

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

  const showMessage = (messageId: number) =>
    requestAnimationFrame(() => log.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`)?.scrollIntoView({ block: 'nearest' }));

  return (
    <Dialog open={incidentId !== null} onOpenChange={(open) => !open && close()}>
      {/* On a phone the conversation takes the whole screen, its history the room the reply leaves (issue 25). */}
      <DialogContent className="max-w-3xl max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:p-4">
        <DialogHeader>
          <DialogTitle>{thread.data ? `Conversation on ${thread.data.reference}` : 'Conversation'}</DialogTitle>
          <DialogDescription>
            {thread.data
              ? `${thread.data.victimEmail} · ${thread.data.platformName}. Internal notes are marked; the victim never sees them.`
              : thread.isError
                ? 'This conversation could not be loaded. It may not exist, or the connection failed.'
                : 'Loading the conversation…'}
          </DialogDescription>
        </DialogHeader>
        {thread.data ? (
          <>
            <div ref={log} role="log" aria-label="Conversation" className="max-h-[50vh] overflow-y-auto py-2 max-sm:max-h-none max-sm:min-h-48 max-sm:flex-1">
              <ol className="flex flex-col gap-4">
                {thread.data.messages.length === 0 ? (
                  <li className="text-muted-foreground">No messages on this case yet.</li>
                ) : (
                  thread.data.messages.map((message) => <ThreadMessage key={message.id} message={message} />)
                )}
              </ol>
            </div>
            <ReplyForm incidentId={thread.data.incidentId} reference={thread.data.reference} onSent={showMessage} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useRef } from 'react';
import type { StaffThread } from '@shared/messages/staff-schema';
import { cn } from '@/lib/cn';
import { ReplyForm } from './reply-form';
import { ThreadMessage } from './thread-message';

/**
 * A case's thread and the reply under it, wherever staff answer: the conversation dialog over a
 * list, and the case page itself. The log opens at its newest message, where a reader starts, and
 * a message just sent is scrolled to.
 */
export function CaseConversation({ thread, logClassName }: { thread: StaffThread; logClassName?: string }) {
  const log = useRef<HTMLDivElement>(null);
  const messageCount = thread.messages.length;
  useEffect(() => {
    const box = log.current;
    if (box && messageCount > 0) box.scrollTop = box.scrollHeight;
  }, [messageCount]);

  const showMessage = (messageId: number) =>
    requestAnimationFrame(() => log.current?.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`)?.scrollIntoView({ block: 'nearest' }));

  return (
    <>
      <div ref={log} role="log" aria-label={`Conversation on ${thread.reference}`} className={cn('overflow-y-auto py-2', logClassName)}>
        <ol className="flex flex-col gap-4">
          {thread.messages.length === 0 ? (
            <li className="text-muted-foreground">No messages on this case yet.</li>
          ) : (
            thread.messages.map((message) => <ThreadMessage key={message.id} message={message} />)
          )}
        </ol>
      </div>
      <ReplyForm incidentId={thread.incidentId} reference={thread.reference} onSent={showMessage} />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '../api/get-messages';
import { MessageBubble } from './message-bubble';
import { MessageForm } from './message-form';

/** The case conversation: 600 px high, oldest at the top, newest at the bottom. */
export function ConversationPanel({ recoveryId }: { recoveryId: number }) {
  const messages = useMessages(recoveryId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);

  return (
    <div className="flex flex-col gap-4">
      <div
        ref={scrollRef}
        // Focusable so keyboard users can scroll the conversation (axe: scrollable-region-focusable).
        tabIndex={0}
        role="log"
        aria-label="Conversation"
        className="h-[600px] overflow-y-auto rounded-lg border border-border bg-background p-4"
      >
        {messages.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-16 w-3/4" />
            <Skeleton className="ml-auto h-16 w-2/3" />
          </div>
        ) : messages.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Failed to fetch messages. Please try again in a moment.</AlertDescription>
          </Alert>
        ) : count === 0 ? (
          <p className="py-10 text-center text-lg text-muted-foreground">
            No messages yet. Write to your case team below; a person reads every message.
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {messages.data.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      <MessageForm recoveryId={recoveryId} />
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { MessageView } from '@shared/messages/schema';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useFocusWhenReady } from '@/lib/focus/use-focus-when-ready';
import { useMessages } from '../api/get-messages';
import { MessageBubble } from './message-bubble';
import { MessageForm } from './message-form';

/**
 * The case conversation, oldest at the top, newest at the bottom. At most 600 px high and never
 * more than half the screen, so on a phone the message field stays within reach below it.
 */
export function ConversationPanel({ recoveryId }: { recoveryId: number }) {
  const { t } = useLingui();
  const messages = useMessages(recoveryId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;
  const focusWhenReady = useFocusWhenReady();

  // After sending, focus goes to the victim's own new message once the refreshed list shows it.
  const onSent = (sent: MessageView[]) => {
    const mine = sent.find((message) => message.senderType === 'user') ?? sent[0];
    if (!mine) return;
    focusWhenReady(() => scrollRef.current?.querySelector<HTMLElement>(`[data-message-id="${mine.id}"]`));
  };

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
        aria-label={t`Conversation`}
        className="h-[min(600px,50dvh)] min-h-60 overflow-y-auto rounded-lg border border-border bg-background p-4"
      >
        {messages.isPending ? (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-16 w-3/4" />
            <Skeleton className="ms-auto h-16 w-2/3" />
          </div>
        ) : messages.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <Trans>Failed to fetch messages. Please try again in a moment.</Trans>
            </AlertDescription>
          </Alert>
        ) : count === 0 ? (
          <p className="py-10 text-center text-lg text-muted-foreground">
            <Trans>No messages yet. Write to your case team below; a person reads every message.</Trans>
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {messages.data.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
      <MessageForm recoveryId={recoveryId} onSent={onSent} />
    </div>
  );
}

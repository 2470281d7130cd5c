import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Bot, Lock, Paperclip } from 'lucide-react';
import type { MessageAttachment } from '@shared/messages/schema';
import { formatDateTime, formatFileSize } from '@/lib/i18n/format';
import type { StaffThreadMessage } from '@shared/messages/staff-schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Who wrote a message, as staff read it: the victim, a role with the colleague's name, or the automated help. */
function authorOf(message: StaffThreadMessage): string {
  const sender = message.sender;
  if (message.senderType === 'user') return t`Victim (${sender})`;
  if (message.senderType === 'automated') return t`Automated help`;
  return message.staffName ? `${sender} · ${message.staffName}` : sender;
}

/**
 * One message of a case's thread; an internal note is tinted and says the victim never sees it. A
 * file the reply carried opens as the case's files do (`onOpenFile`).
 */
export function ThreadMessage({ message, onOpenFile }: { message: StaffThreadMessage; onOpenFile: (file: MessageAttachment) => void }) {
  const fromVictim = message.senderType === 'user';
  const recipient = message.recipient;
  return (
    <li id={`message-${message.id}`} data-message-id={message.id} tabIndex={-1} className={cn('flex scroll-mt-4 flex-col gap-1 rounded-md target:ring-2 target:ring-primary target:ring-offset-2 focus:outline-none focus:ring-2 focus:ring-primary focus:ring-offset-2', fromVictim ? 'items-start' : 'items-end')}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {message.senderType === 'automated' ? <Bot className="size-4" aria-hidden="true" /> : null}
        {message.internal ? <Lock className="size-4" aria-hidden="true" /> : null}
        <span className="font-medium text-foreground">{authorOf(message)}</span>
        {message.internal ? <Badge tone="yellow">
            <Trans>Internal note</Trans>
          </Badge> : null}
        {message.senderType === 'automated' ? <Badge tone="grey">
            <Trans>Automated</Trans>
          </Badge> : null}
        {fromVictim ? (
          <span>
            <Trans>to {recipient}</Trans>
          </span>
        ) : null}
        <time dateTime={message.createdAt} className="whitespace-nowrap">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <div
        className={cn(
          'max-w-[90%] rounded-lg border px-4 py-3 text-base whitespace-pre-line break-words',
          message.internal ? 'border-yellow-300 bg-yellow-50 text-yellow-950' : fromVictim ? 'border-border bg-card' : 'border-blue-200 bg-blue-50',
        )}
      >
        {message.subject ? <p className="mb-1 font-semibold">{message.subject}</p> : null}
        {message.internal ? <span className="sr-only">
            <Trans>Internal note, the victim never sees this:</Trans>{' '}
          </span> : null}
        {message.content}
      </div>
      {message.attachment ? (
        <button
          type="button"
          data-message-file={message.attachment.documentId}
          className="inline-flex max-w-[90%] items-center gap-2 rounded-md border border-border bg-card px-3 py-2 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          onClick={() => onOpenFile(message.attachment!)}
        >
          <Paperclip className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 text-start font-medium [overflow-wrap:anywhere]">{message.attachment.filename}</span>
          <span className="whitespace-nowrap text-muted-foreground">{formatFileSize(message.attachment.sizeBytes)}</span>
        </button>
      ) : null}
    </li>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, Paperclip } from 'lucide-react';
import type { MessageView } from '@shared/messages/schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime, formatFileSize } from '@/lib/i18n/format';
import { roleLabel } from '../words';

/** D7: automated answers say they are automated and never pose as a person. */
export function MessageBubble({ message }: { message: MessageView }) {
  const { t, i18n } = useLingui();
  const mine = message.senderType === 'user';
  const sender = roleLabel(i18n, message.sender);
  const recipient = roleLabel(i18n, message.recipient);
  const automated = message.senderType === 'automated';
  return (
    // Focusable from script only: focus lands on a message the victim has just sent.
    <li
      data-message-id={message.id}
      tabIndex={-1}
      className={cn('flex scroll-my-2 flex-col gap-1 rounded-lg', mine ? 'items-end' : 'items-start')}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {automated ? <Bot className="size-4" aria-hidden="true" /> : null}
        {/* D7: a reply is a person on the case team, named beside their role. */}
        <span className="font-medium text-foreground">{mine ? t`You` : message.staffName ? `${sender} · ${message.staffName}` : sender}</span>
        {automated ? (
          <Badge tone="grey">
            <Trans>Automated</Trans>
          </Badge>
        ) : null}
        {mine ? (
          <span>
            <Trans>to {recipient}</Trans>
          </span>
        ) : null}
        {/* The gap separates the time; a leading "·" would start the line whenever it wraps. */}
        <time dateTime={message.createdAt} className="whitespace-nowrap">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-4 py-3 text-base whitespace-pre-line break-words',
          mine ? 'bg-primary text-primary-foreground' : automated ? 'border border-border bg-muted' : 'border border-border bg-card',
        )}
      >
        {message.subject ? <p className="mb-1 font-semibold">{message.subject}</p> : null}
        {message.content}
        {message.articles.length > 0 ? (
          <ul className="mt-2 flex flex-col gap-1">
            {message.articles.map((article) => (
              <li key={article.slug}>
                <a href={article.url} className="font-medium text-primary underline underline-offset-4">
                  {article.title}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {message.attachment ? (
        // The documents' own download, which checks that the case is the victim's.
        <a
          href={`/api/documents/${message.attachment.documentId}/download`}
          className="inline-flex min-h-11 max-w-[85%] items-center gap-2 rounded-md border border-border bg-card px-3 py-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <Paperclip className="size-4 shrink-0" aria-hidden="true" />
          {/* The whole name, wrapped where it must, never cut off on a phone. */}
          <span className="min-w-0 font-medium [overflow-wrap:anywhere]">
            <span className="sr-only">
              <Trans>Download the file sent with this message:</Trans>{' '}
            </span>
            {message.attachment.filename}
          </span>
          <span className="whitespace-nowrap text-muted-foreground">{formatFileSize(message.attachment.sizeBytes)}</span>
        </a>
      ) : null}
    </li>
  );
}

import { Bot } from 'lucide-react';
import { formatDateTime } from '@shared/format/dates';
import type { MessageView } from '@shared/messages/schema';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** D7: automated answers say they are automated and never pose as a person. */
export function MessageBubble({ message }: { message: MessageView }) {
  const mine = message.senderType === 'user';
  const automated = message.senderType === 'automated';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {automated ? <Bot className="size-4" aria-hidden="true" /> : null}
        <span className="font-medium text-foreground">{mine ? 'You' : message.sender}</span>
        {automated ? <Badge tone="grey">Automated</Badge> : null}
        {mine ? <span>to {message.recipient}</span> : null}
        <span>· {formatDateTime(message.createdAt)}</span>
      </div>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-4 py-3 text-base whitespace-pre-line break-words',
          mine ? 'bg-primary text-primary-foreground' : automated ? 'border border-border bg-muted' : 'border border-border bg-card',
        )}
      >
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
    </li>
  );
}

import type { MessageAttachment, MessageView } from '@shared/messages/schema';
import type { messages } from '../../kernel/db/schema/index';

export function presentMessage(row: typeof messages.$inferSelect, attachment: MessageAttachment | null = null): MessageView {
  return {
    id: row.id,
    sender: row.sender,
    recipient: row.recipient,
    content: row.content,
    senderType: row.senderType,
    staffName: row.senderType === 'staff' ? row.staffDisplayName : null,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    articles: row.articles,
    attachment,
  };
}

import type { MessageAttachment } from '@shared/messages/schema';
import type { StaffThreadMessage } from '@shared/messages/staff-schema';
import type { messages } from '../../kernel/db/schema/index';

/** A message as staff read it in a case's thread, notes included. */
export function presentThreadMessage(row: typeof messages.$inferSelect, attachment: MessageAttachment | null = null): StaffThreadMessage {
  return {
    id: row.id,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    content: row.content,
    senderType: row.senderType,
    internal: row.internal,
    staffName: row.staffDisplayName,
    articles: row.articles,
    attachment,
    readByStaffAt: row.readByStaffAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

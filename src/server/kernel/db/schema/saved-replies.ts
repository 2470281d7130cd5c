import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The case team's saved replies (issue 26): admins keep them; a case worker inserts one into a
 * reply, filled for the case ({{name}}, {{caseReference}}, as the bulk mail fills them), and edits
 * it before sending. A reply may be meant for one fraud type; the case's own come first.
 */
export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    fraudType: text('fraud_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_replies_title_key').on(sql`lower(${t.title})`), index('saved_replies_fraud_type_idx').on(t.fraudType)],
);

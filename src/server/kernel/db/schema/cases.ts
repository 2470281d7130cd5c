import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentCategory, DocumentStatus } from '../../../../shared/documents/status';
import { createdAt, isDemo, requiredLink, updatedAt } from './columns';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    recoveryId: requiredLink('recovery_id', () => fraudIncidents.id, 'cascade'),
    sender: text('sender').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    content: text('content').notNull(),
    // 'user' is the victim; 'staff' a case worker; 'automated' the help-article bot (D7).
    senderType: text('sender_type').$type<'user' | 'staff' | 'automated'>().notNull(),
    // Help articles an automated answer links to (D7), kept as data rather than parsed from text.
    articles: jsonb('articles').$type<{ slug: string; title: string; url: string }[]>().notNull().default([]),
    readByStaffAt: timestamp('read_by_staff_at', { withTimezone: true }),
    // A note between staff; never shown to the victim, never mailed.
    internal: boolean('internal').notNull().default(false),
    // A staff reply speaks as a case team role (D7) and names who wrote it; the name is kept as it
    // was, so the conversation still reads right after a staff account changes.
    staffRole: text('staff_role').$type<'Case Manager' | 'Legal Advisor'>(),
    staffDisplayName: text('staff_display_name'),
    staffAdminId: integer('staff_admin_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    // A file the case team sent with a reply (issue 26): a case document like any other, so it is
    // checked, stored, listed and deleted as one; the reply keeps no copy.
    documentId: integer('document_id').references((): AnyPgColumn => documents.id, { onDelete: 'set null' }),
    isDemo: isDemo(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_recovery_id_idx').on(t.recoveryId, t.createdAt), index('messages_document_id_idx').on(t.documentId).where(sql`${t.documentId} is not null`)],
);

/** Evidence and case documents. The file itself lives in storage under `storageKey` (D9). */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    userEmail: text('user_email').notNull(),
    category: text('category').$type<DocumentCategory | 'evidence'>().notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    // Set when the case team added the file (a bank's letter, say); the victim sees "from the case team".
    uploadedByAdminId: integer('uploaded_by_admin_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    recoveryId: integer('recovery_id').references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    isDemo: isDemo(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('documents_recovery_id_idx').on(t.recoveryId),
    index('documents_user_email_lower_idx').on(sql`lower(${t.userEmail})`),
  ],
);


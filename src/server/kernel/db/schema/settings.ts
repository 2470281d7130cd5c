import { boolean, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SettingCategory } from '../../../../shared/settings/schema';
import { createdAt, updatedAt } from './columns';

export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: text('value').notNull(),
  category: text('category').$type<SettingCategory>().notNull(),
  description: text('description'),
  isSecret: boolean('is_secret').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default('admin'),
});

export const applicationSettings = pgTable('application_settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>(),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The organisation's own words in place of a catalogue's (issue 28): one text of one catalogue in
 * one language. The catalogues stay as shipped; a row here wins over them wherever the text is said.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    /** The catalogue's name: a web one ('search', 'staff/users', '_shared') or the server's ('server/mail'). */
    catalogue: text('catalogue').notNull(),
    /** The text's id in that catalogue (Lingui's, as the compiled catalogue keys it). */
    messageId: text('message_id').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [uniqueIndex('text_overrides_text').on(t.locale, t.catalogue, t.messageId)],
);

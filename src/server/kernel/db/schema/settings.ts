import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const notificationTemplates = pgTable('notification_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  subject: text('subject').notNull(),
  content: text('content').notNull(),
  type: text('type').notNull().default('email'),
  category: text('category'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const automatedAlerts = pgTable('automated_alerts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  triggerType: text('trigger_type').notNull(),
  conditions: jsonb('conditions').$type<Record<string, unknown>>().notNull().default({}),
  actions: jsonb('actions').$type<Record<string, unknown>>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  lastTriggered: timestamp('last_triggered', { withTimezone: true }),
  triggerCount: integer('trigger_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  status: text('status').notNull().default('completed'),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
  data: jsonb('data').$type<unknown>(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  generatedBy: text('generated_by').notNull(),
});

export const bulkOperations = pgTable('bulk_operations', {
  id: serial('id').primaryKey(),
  operationType: text('operation_type').notNull(),
  targetType: text('target_type').notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
  status: text('status').notNull().default('pending'),
  progress: integer('progress').notNull().default(0),
  totalItems: integer('total_items').notNull().default(0),
  processedItems: integer('processed_items').notNull().default(0),
  failedItems: integer('failed_items').notNull().default(0),
  results: jsonb('results').$type<unknown>(),
  initiatedBy: text('initiated_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
  // The last recipient (user id) whose mail is in the outbox: an interrupted expansion resumes here.
  expansionCursor: integer('expansion_cursor').notNull().default(0),
  // Set once every recipient's mail is in the outbox; the operation completes when they are all settled.
  expandedAt: timestamp('expanded_at', { withTimezone: true }),
});

/**
 * One-time passes over stored data that SQL alone cannot make (D32: phone numbers and IBANs read
 * by libphonenumber and ibantools), each recorded once finished so no later start reads the tables
 * again.
 */
export const dataPasses = pgTable('data_passes', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  /** What it changed, by table. */
  changed: jsonb('changed').$type<Record<string, number>>().notNull().default({}),
});

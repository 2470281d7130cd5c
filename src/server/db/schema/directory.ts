import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  FinancialData,
  RequiredDocument,
  TeamMember,
  TimelineEvent,
} from '../../../shared/incidents/case-data';
import { incidentStatuses, type IncidentStatus } from '../../../shared/incidents/status';
import { createdAt, isDemo, updatedAt } from './columns';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const platforms = pgTable(
  'platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type'),
    category: text('category'),
    website: text('website'),
    description: text('description'),
    status: text('status').notNull().default('active'),
    recoveryAvailable: boolean('recovery_available').notNull().default(false),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('platforms_name_lower_key').on(sql`lower(${t.name})`)],
);

export const fraudIncidents = pgTable(
  'fraud_incidents',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'restrict' }),
    victimEmail: text('victim_email').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    lossAmount: numeric('loss_amount', { precision: 10, scale: 2 }).notNull(),
    status: text('status').$type<IncidentStatus>().notNull().default('open'),
    fraudType: text('fraud_type'),
    description: text('description'),
    websiteUrl: text('website_url'),
    assignedTeam: jsonb('assigned_team').$type<TeamMember[]>().notNull().default([]),
    timelineEvents: jsonb('timeline_events').$type<TimelineEvent[]>().notNull().default([]),
    financialData: jsonb('financial_data').$type<FinancialData | null>(),
    requiredDocuments: jsonb('required_documents').$type<RequiredDocument[]>().notNull().default([]),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Search matches the victim's e-mail case-insensitively; this index serves exactly that.
    index('fraud_incidents_victim_email_lower_idx').on(sql`lower(${t.victimEmail})`),
    index('fraud_incidents_platform_id_idx').on(t.platformId),
    index('fraud_incidents_status_idx').on(t.status),
    index('fraud_incidents_created_at_idx').on(t.createdAt),
    check('fraud_incidents_status_check', sql`${t.status} in (${inList(incidentStatuses)})`),
    check('fraud_incidents_loss_amount_check', sql`${t.lossAmount} >= 0`),
  ],
);

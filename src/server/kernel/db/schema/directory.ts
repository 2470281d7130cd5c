import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  FinancialData,
  OutsideContact,
  RequiredDocument,
  TimelineEvent,
} from '../../../../shared/incidents/case-data';
import { reportConfirmations, type ReportConfirmation } from '../../../../shared/incidents/confirmation';
import type { FraudType } from '../../../../shared/incidents/fraud-types';
import { incidentStatuses, type IncidentStatus } from '../../../../shared/incidents/status';
import { awaitingKinds, type AwaitingKind } from '../../../../shared/incidents/response-clock';
import { createdAt, isDemo, requiredLink, updatedAt } from './columns';
import { currencyCodeCheck, currencyColumn, currencyPlacesCheck } from './currency';

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
  (t) => [
    uniqueIndex('platforms_name_lower_key').on(sql`lower(${t.name})`),
    index('platforms_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const fraudIncidents = pgTable(
  'fraud_incidents',
  {
    id: serial('id').primaryKey(),
    platformId: requiredLink('platform_id', () => platforms.id, 'restrict'),
    victimEmail: text('victim_email').notNull(),
    incidentDate: date('incident_date', { mode: 'string' }).notNull(),
    // 14 digits before the point: a loss of a few thousand dollars is hundreds of millions of dong.
    lossAmount: numeric('loss_amount', { precision: 16, scale: 2 }).notNull(),
    // Issue 28: the case's currency. The loss, the recovered amount and total loss of its financial
    // record, and its payouts are all in it; cases from before it are USD.
    currency: currencyColumn(),
    // Issue 28 (D31): the reporter's language when they reported; mail about the case goes in it
    // unless their account says another. Null for a case staff entered or imported.
    locale: text('locale'),
    status: text('status').$type<IncidentStatus>().notNull().default('open'),
    fraudType: text('fraud_type').$type<FraudType>(),
    description: text('description'),
    websiteUrl: text('website_url'),
    // People outside the organisation on the case (a lawyer, say), for the record only: they grant
    // nothing. Staff on a case are the case_staff relation (D17).
    outsideContacts: jsonb('outside_contacts').$type<OutsideContact[]>().notNull().default([]),
    timelineEvents: jsonb('timeline_events').$type<TimelineEvent[]>().notNull().default([]),
    financialData: jsonb('financial_data').$type<FinancialData | null>(),
    requiredDocuments: jsonb('required_documents').$type<RequiredDocument[]>().notNull().default([]),
    // D18: anyone can type anyone's e-mail into the report form. A report reaches that person's
    // dashboard, search results and case pages only once confirmed: made while signed in as that
    // address, confirmed through the e-mailed link, or by staff. Unconfirmed reports are kept.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedVia: text('confirmed_via').$type<ReportConfirmation>(),
    // Bumped by every staff change; the ETag a staff edit must name in If-Match, so two people
    // editing one case never silently overwrite each other.
    version: integer('version').notNull().default(1),
    // Since when the victim has waited on staff: set when they write, upload or request a payout,
    // cleared when staff answer them or decide on it. Null when nothing of theirs waits.
    awaitingStaffSince: timestamp('awaiting_staff_since', { withTimezone: true }),
    // What the victim waits for (a reply, a payout decision, a document review), for the response
    // target that applies (issue 26); set with awaiting_staff_since, cleared with it.
    awaitingKind: text('awaiting_kind').$type<AwaitingKind>(),
    // When staff first answered the victim (a reply, a notice, a decision): until then the
    // first-reply target's clock runs from the report.
    firstRepliedAt: timestamp('first_replied_at', { withTimezone: true }),
    // A duplicate merged into another case (issue 26): its records moved there, its reference now
    // a pointer to it; null for every case that stands on its own.
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => fraudIncidents.id, { onDelete: 'set null' }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Staff search on any part of the e-mail or description (ILIKE '%term%'), served by pg_trgm.
    index('fraud_incidents_victim_email_trgm_idx').using('gin', sql`${t.victimEmail} gin_trgm_ops`),
    index('fraud_incidents_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    // Search matches the victim's e-mail case-insensitively; this index serves exactly that.
    index('fraud_incidents_victim_email_lower_idx').on(sql`lower(${t.victimEmail})`),
    index('fraud_incidents_platform_id_idx').on(t.platformId),
    index('fraud_incidents_status_idx').on(t.status),
    index('fraud_incidents_created_at_idx').on(t.createdAt),
    // A common search within one status reads its newest page along this index, testing only that
    // status's rows (list-admin-incidents.ts, past the count cap).
    index('fraud_incidents_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // The staff list's other orders (largest loss, last updated), id breaking ties.
    index('fraud_incidents_loss_amount_idx').on(t.lossAmount, t.id),
    index('fraud_incidents_updated_at_idx').on(t.updatedAt, t.id),
    // "Waiting on us", oldest first: only the few cases where the victim waits are in it.
    index('fraud_incidents_awaiting_staff_idx').on(t.awaitingStaffSince, t.id).where(sql`${t.awaitingStaffSince} is not null`),
    // The first-reply clocks that run: reports nobody has answered, on cases still open.
    index('fraud_incidents_first_reply_clock_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.firstRepliedAt} is null and ${t.status} not in ('resolved', 'closed')`),
    check('fraud_incidents_awaiting_kind_check', sql`${t.awaitingKind} in (${inList(awaitingKinds)})`),
    check('fraud_incidents_status_check', sql`${t.status} in (${inList(incidentStatuses)})`),
    check('fraud_incidents_loss_amount_check', sql`${t.lossAmount} >= 0`),
    currencyCodeCheck('fraud_incidents_currency_check', t.currency),
    currencyPlacesCheck('fraud_incidents_loss_amount_places_check', t.lossAmount, t.currency),
    check(
      'fraud_incidents_confirmation_check',
      sql`(${t.confirmedAt} is null) = (${t.confirmedVia} is null) and ${t.confirmedVia} in (${inList(reportConfirmations)})`,
    ),
  ],
);

/**
 * How many incidents, and how much loss, per status, confirmation and currency (never added across
 * currencies, issue 28): what the incident tiles and
 * the list's unsearched totals read instead of counting every incident. Statement triggers on
 * fraud_incidents (migration 0005) keep it exact within each writing transaction; nothing else
 * writes it.
 */
export const incidentTotals = pgTable(
  'incident_totals',
  {
    status: text('status').$type<IncidentStatus>().notNull(),
    confirmed: boolean('confirmed').notNull(),
    currency: currencyColumn(),
    incidents: bigint('incidents', { mode: 'number' }).notNull().default(0),
    loss: numeric('loss', { precision: 24, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.status, t.confirmed, t.currency] })],
);

/**
 * D18: a staff decision about a site on the public known-scam list, which otherwise counts a site
 * only from confirmed reports by at least two different addresses. `listed` false keeps a site
 * off the list whatever the reports say.
 */
export const scamSiteDecisions = pgTable('scam_site_decisions', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  listed: boolean('listed').notNull(),
  scamType: text('scam_type'),
  reason: text('reason'),
  decidedBy: text('decided_by').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { outboxStatuses, type OutboxStatus } from '../../../../shared/outbox/status';
import { createdAt } from './columns';
import { bulkOperations } from './operations';
import { userProfiles } from './people';
import { fraudIncidents } from './directory';

/**
 * Every e-mail the product sends, written in the transaction of the change that caused it and
 * delivered by the mail worker (src/server/kernel/mail/outbox). The row is the mail's idempotency record:
 * its id is the Message-ID, and only a row the worker moves from 'queued' is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // What kind of mail, for the overview and the logs: 'verification', 'case_changed', 'bulk', ...
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    // The text and HTML, encrypted (they carry sign-in and verification links), and erased once
    // sent. A bulk mail has none: it is written from its operation when it goes out.
    content: text('content'),
    bulkOperationId: integer('bulk_operation_id').references(() => bulkOperations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    // The case a mail to a victim is about: the case page lists what was sent (subject and state,
    // never the body). Gone with the case.
    incidentId: integer('incident_id').references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    // One mail per bulk operation and recipient (or per alert and staff member), however often
    // the job that writes them is interrupted and run again.
    dedupeKey: text('dedupe_key').unique(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    // The mail server's last answer, word for word ('250 2.0.0 Ok', '451 4.3.0 Try again later').
    lastResponse: text('last_response'),
    createdAt: createdAt(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in (${sql.raw(outboxStatuses.map((s) => `'${s}'`).join(', '))})`),
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('mail_outbox_sent_at_idx').on(t.sentAt),
    index('mail_outbox_bulk_operation_idx').on(t.bulkOperationId, t.status),
    index('mail_outbox_recipient_idx').on(sql`lower(${t.recipient})`),
    index('mail_outbox_incident_idx').on(t.incidentId, t.createdAt).where(sql`${t.incidentId} is not null`),
  ],
);

/**
 * The next moment bulk mail may go out, shared by every worker process: each batch reserves its
 * slots here, so the pacing setting holds however many workers run.
 */
export const mailPacing = pgTable(
  'mail_pacing',
  {
    id: integer('id').primaryKey().default(1),
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mail_pacing_single_row', sql`${t.id} = 1`)],
);

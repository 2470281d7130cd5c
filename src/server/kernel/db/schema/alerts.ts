import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredLink } from './columns';
import { automatedAlerts } from './operations';
import { staffUsers } from './people';

/**
 * One firing of an alert rule for one record (a platform, an incident, a document, a message, a
 * payout): the unique key is what keeps a condition from firing twice for the same record.
 */
export const alertEvents = pgTable(
  'alert_events',
  {
    id: serial('id').primaryKey(),
    alertId: requiredLink('alert_id', () => automatedAlerts.id, 'cascade'),
    recordKey: text('record_key').notNull(),
    message: text('message').notNull(),
    // Where staff go to act on it, e.g. /admin/incidents/12.
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('alert_events_alert_record_key').on(t.alertId, t.recordKey), index('alert_events_created_at_idx').on(t.createdAt)],
);

/** How far each staff member has read the alerts: the bell counts what came after. */
export const staffAlertReads = pgTable('staff_alert_reads', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  readThrough: timestamp('read_through', { withTimezone: true }).notNull(),
});

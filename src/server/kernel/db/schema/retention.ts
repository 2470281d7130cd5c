import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';
import { createdAt } from './columns';

/**
 * What Haven keeps about a report made without a signed-in owner (D18), for as long as it waits
 * for its confirmation: which client sent it, so that client's evidence budget counts from the
 * database (every server, any restart), and whether staff chose to keep it past the retention
 * period. A report made before this table existed has no row: it counts in no budget, is still
 * removed when its time is up, and can still be kept (the row is written then).
 */
export const reportRetention = pgTable(
  'report_retention',
  {
    incidentId: integer('incident_id')
      .primaryKey()
      .references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    // A keyed hash of the client's address, never the address itself: it only has to match the
    // same client's next report.
    clientKey: text('client_key'),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    keptByAdminId: integer('kept_by_admin_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('report_retention_client_created_idx').on(t.clientKey, t.createdAt)],
);

import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredLink } from './columns';
import { fraudIncidents } from './directory';

/**
 * Which report a form's submission key made (issue 24): the report form sends a random key with
 * each report, the same key again when it retries the same report, so a retry after a dropped
 * answer gets the first report back instead of filing it twice. Kept a week, long enough for any
 * retry; the nightly retention pass removes older keys.
 */
export const reportSubmissions = pgTable(
  'report_submissions',
  {
    key: text('key').primaryKey(),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [index('report_submissions_created_at_idx').on(t.createdAt)],
);

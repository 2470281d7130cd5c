import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the per-client and per-subject budgets (plugins/postgres-rate-limit-store.ts)
 * on PostgreSQL, so every server counts against the same budget and a restart forgets nothing.
 * `key` is the route and the client's address or the hashed subject; a row past `resets_at` starts
 * afresh at its next request and is swept away after an hour.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

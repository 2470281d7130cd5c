import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempt counters (features/auth/sign-in-limits.ts), in the database so every server
 * process shares them and a restart keeps them. `key` is a hash: the table names no account and
 * no address. A row restarts after an hour without attempts and is then swept away.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    key: text('key').primaryKey(),
    // Attempts counted as failures (an attempt counts at once and a success takes it back); 0 on
    // a row that only records when an address was first seen while the account is under attack.
    failures: integer('failures').notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_limits_last_attempt_at_idx').on(t.lastAttemptAt)],
);

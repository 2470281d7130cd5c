import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { impersonationKinds, impersonationVerdicts } from '../../../../shared/impersonation/schema';
import { createdAt } from './columns';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One "Is this really us?" look-up (issue 27): what a visitor was contacted by, normalised, and
 * what Haven answered. Staff read them as a signal (who poses as us, how often); a visitor who was
 * told the contact is not ours may report it, which marks the look-up. No visitor data is kept:
 * not their address, not their IP; only the contact they asked about.
 */
export const impersonationChecks = pgTable(
  'impersonation_checks',
  {
    id: serial('id').primaryKey(),
    // What the answer page holds to report the contact: unguessable, so nobody reports another's look-up.
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    kind: text('kind').$type<(typeof impersonationKinds)[number]>().notNull(),
    value: text('value').notNull(),
    verdict: text('verdict').$type<(typeof impersonationVerdicts)[number]>().notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('impersonation_checks_created_idx').on(t.createdAt),
    index('impersonation_checks_value_idx').on(t.kind, t.value),
    check('impersonation_checks_kind_check', sql`${t.kind} in (${inList(impersonationKinds)})`),
    check('impersonation_checks_verdict_check', sql`${t.verdict} in (${inList(impersonationVerdicts)})`),
  ],
);

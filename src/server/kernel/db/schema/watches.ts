import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { watchAccountKinds, watchKinds, type WatchAccountKind, type WatchKind } from '../../../../shared/watches/kinds';
import { createdAt, requiredLink } from './columns';
import { fraudIncidents, platforms } from './directory';
import { userProfiles } from './people';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * "Notify me" (issue 27): someone who asked to be told when a new confirmed report names what
 * their case names. Either a victim's account (its address is the account's, read when mailing)
 * or, for a visitor who asked from a platform's public page, an e-mail address. One digest mail a
 * day at most goes to each (last_digest_at).
 */
export const watchers = pgTable(
  'watchers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => userProfiles.id, { onDelete: 'cascade' }).unique(),
    // Stored normalised (shared/identifier.ts); only for a watcher without an account.
    email: text('email').unique(),
    // Issue 28 (D31): the language of the visitor who asked (a watcher with an account is written to in the account's).
    locale: text('locale'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('watchers_one_address_check', sql`(${t.userId} is null) <> (${t.email} is null)`)],
);

/**
 * One thing a watcher asked about: a platform, a website (its registrable domain) or an account
 * the money went to (an IBAN, a wallet, a phone number, in kernel/identifiers' written form).
 * D18: a watch asked for by e-mail sends nothing until the link mailed to that address is used
 * (confirmed_at); a signed-in victim's is confirmed at once.
 */
export const watches = pgTable(
  'watches',
  {
    id: serial('id').primaryKey(),
    watcherId: requiredLink('watcher_id', () => watchers.id, 'cascade'),
    kind: text('kind').$type<WatchKind>().notNull(),
    platformId: integer('platform_id').references(() => platforms.id, { onDelete: 'cascade' }),
    value: text('value'),
    accountKind: text('account_kind').$type<WatchAccountKind>(),
    // The watcher's own case it was asked from, if any: never a source of news for them.
    incidentId: integer('incident_id').references(() => fraudIncidents.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // SHA-256 of the e-mailed confirmation link's token, until it is used or expires.
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watches_target_key').on(t.watcherId, t.kind, sql`coalesce(${t.platformId}, 0)`, sql`coalesce(${t.value}, '')`),
    index('watches_platform_idx').on(t.platformId).where(sql`${t.confirmedAt} is not null`),
    index('watches_value_idx').on(t.kind, t.value).where(sql`${t.confirmedAt} is not null`),
    check('watches_kind_check', sql`${t.kind} in (${inList(watchKinds)})`),
    check('watches_account_kind_check', sql`${t.accountKind} in (${inList(watchAccountKinds)})`),
    check(
      'watches_target_check',
      sql`(${t.kind} = 'platform') = (${t.platformId} is not null) and (${t.kind} = 'platform') = (${t.value} is null) and (${t.kind} = 'account') = (${t.accountKind} is not null)`,
    ),
    check('watches_confirmation_check', sql`${t.confirmTokenHash} is null or ${t.confirmedAt} is null`),
  ],
);

/**
 * News for a watch: a confirmed report (D18) by someone else that names what it watches, written
 * in the transaction that confirmed the report or recorded the account (features/incidents/watch-news.ts).
 * The daily digest sends what is unsent and stamps sent_at; a report is news for a watch once.
 */
export const watchNews = pgTable(
  'watch_news',
  {
    watchId: requiredLink('watch_id', () => watches.id, 'cascade'),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.watchId, t.incidentId] }),
    index('watch_news_unsent_idx').on(t.watchId).where(sql`${t.sentAt} is null`),
    index('watch_news_incident_idx').on(t.incidentId),
  ],
);

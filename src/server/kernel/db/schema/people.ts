import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffRoles, type StaffRole } from '../../../../shared/staff/roles';
import { createdAt, isDemo, updatedAt } from './columns';

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: serial('id').primaryKey(),
    // Stored normalised (shared/identifier.ts: NFKC and a full case fold, done in JavaScript) and
    // unique as stored: SQL's lower() folds by collation and must not decide who is who.
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    // Set by the one-click unsubscribe link of a bulk e-mail (D19); mail about their own case still goes.
    bulkMailUnsubscribedAt: timestamp('bulk_mail_unsubscribed_at', { withTimezone: true }),
    // Issue 28 (D31): the language their mail is written in, the one they last used with us; null until known.
    locale: text('locale'),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_profiles_email_key').on(t.email),
    // Staff search on any part of an e-mail or name (ILIKE '%term%'), served by pg_trgm.
    index('user_profiles_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('user_profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('user_profiles_created_at_idx').on(t.createdAt),
  ],
);

export const staffUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    // Username and e-mail are stored normalised (shared/identifier.ts) and unique as stored.
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name'),
    // Where an invitation or a notice reaches this staff member; an admin made from the
    // environment or the command line may have none.
    email: text('email'),
    role: text('role').$type<StaffRole>().notNull().default('admin'),
    // A disabled account keeps its audit history but cannot sign in; its sessions are revoked.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    // A colleague's @mention reaches the bell always, and e-mail unless this is switched off.
    mailWhenMentioned: boolean('mail_when_mentioned').notNull().default(true),
    // Issue 28 (D31): the language their mail is written in, the one they last signed in with; null until known.
    locale: text('locale'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_key').on(t.username),
    uniqueIndex('admin_users_email_key').on(t.email),
    check('admin_users_role_check', sql`${t.role} in (${sql.raw(staffRoles.map((r) => `'${r}'`).join(', '))})`),
  ],
);

/** Victim and admin sessions. Only a hash of the token is kept (DECISIONS D11). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'victim' | 'admin'>().notNull(),
    userProfileId: integer('user_profile_id').references(() => userProfiles.id, {
      onDelete: 'cascade',
    }),
    adminUserId: integer('admin_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // A staff session also ends after a spell of no use (ADMIN_SESSION_IDLE_MS); `expiresAt` is
    // its absolute end.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    // Staff second factor (issue 22): when this session passed one (null: a password alone, which
    // opens no staff data where a factor is enrolled or required); when its holder last proved who
    // they are (signing in counts), for the most sensitive actions; wrong codes it has sent.
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    secondFactorFailures: integer('second_factor_failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_profile_id_idx').on(t.userProfileId),
    index('sessions_admin_user_id_idx').on(t.adminUserId),
    check(
      'sessions_owner_check',
      sql`(${t.kind} = 'victim' and ${t.userProfileId} is not null and ${t.adminUserId} is null)
       or (${t.kind} = 'admin' and ${t.adminUserId} is not null and ${t.userProfileId} is null)`,
    ),
  ],
);

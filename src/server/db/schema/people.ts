import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, isDemo, updatedAt } from './columns';

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased; the unique index on lower() makes the rule hold even if a writer forgets.
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    country: text('country').notNull(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('user_profiles_email_lower_key').on(sql`lower(${t.email})`)],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admin_users_username_lower_key').on(sql`lower(${t.username})`)],
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
    adminUserId: integer('admin_user_id').references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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

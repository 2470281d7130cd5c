import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, requiredLink } from './columns';
import { staffUsers, sessions } from './people';

/**
 * A staff member's authenticator app (TOTP, RFC 6238). The shared secret is encrypted under the
 * data key; `confirmedAt` is null while enrolment waits for the first code, and such a row opens
 * nothing. `lastTimeStep` is the period of the last code accepted: a code is taken once (replay).
 */
export const staffTotp = pgTable('staff_totp', {
  adminUserId: integer('admin_user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-use recovery codes: only a SHA-256 of each (they are 50 random bits, so no slow hash is needed). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    adminUserId: requiredLink('admin_user_id', () => staffUsers.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_admin_user_id_idx').on(t.adminUserId)],
);

/** A staff member's passkeys (WebAuthn credentials): the public key only, never a secret. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    adminUserId: requiredLink('admin_user_id', () => staffUsers.id, 'cascade'),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default(''),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_passkeys_admin_user_id_idx').on(t.adminUserId)],
);

/** The challenge a session was last given for a passkey ceremony; taken (deleted) when answered. */
export const staffPasskeyChallenges = pgTable('staff_passkey_challenges', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  purpose: text('purpose').$type<'register' | 'authenticate'>().notNull(),
  createdAt: createdAt(),
});

/*
 * How many passwords anyone may try on one account, shared by every server process (a table, so a
 * restart keeps it too), and built so a stranger cannot turn it against the account's owner
 * (issue 22 §5). Failures count apart by where they come from, and the answer to too many is a
 * wait that grows, never a lock:
 *
 * - A browser that signed in to the account before (a signed device cookie, device-cookie.ts)
 *   counts on a key of its own: `limit` wrong passwords (the Security tab's setting, default 8)
 *   go freely, then each next try waits 2 s, 4 s, 8 s, … up to 15 minutes. Nothing anyone else
 *   does changes it: the owner's usual browser always signs in.
 * - Any other browser counts per account and address (an IPv6 address by its /64, which one
 *   subscriber usually holds whole): the same `limit` free, then the same growing wait.
 * - Every account also counts the failures of all unknown browsers together. Past
 *   `ACCOUNT_FACTOR × limit` in the last hour the account is under attack, and unknown browsers
 *   are slowed, not stopped: an address must wait 30 s from its first try before the password is
 *   checked, then 60 s, 120 s, … (doubling, up to 15 minutes) between tries. The owner on a new
 *   laptop waits half a minute; a guesser gets a few tries per address per quarter hour.
 *
 * A key restarts after an hour without attempts. An allowed attempt counts as a failure at once,
 * so guesses sent in parallel cannot all slip past the check; a success deletes its key, and an
 * attempt that ended without an answer about the password (a server error) is taken back.
 */
import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { normaliseIdentifier } from '@shared/identifier';
import type { Db, Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { signInLimits } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { clientOf } from '../../kernel/plugins/client-address';
import { tooManyRequests } from '../../kernel/plugins/subject-limit';
import { getNumberSetting } from '../settings/queries';

const SECOND = 1000;
/** A key with no attempt for this long starts afresh (and may be swept away). */
export const KEY_RESET_MS = 60 * 60 * SECOND;
/** No wait is longer than this. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** Under attack: an unknown address's first wait, doubled after each of its failures. */
export const ATTACK_WAIT_SECONDS = 30;
/** An account is under attack past this many times the per-key limit of unknown-browser failures. */
export const ACCOUNT_FACTOR = 3;

export type SignInKind = 'victim' | 'staff';
export type SignInAttempt = {
  kind: SignInKind;
  /** The e-mail or username as typed: normalised here, as the lookup does. */
  account: string;
  /** The known-device id from the account's device cookie, or null. */
  deviceId: string | null;
  /** The request's address. */
  ip: string;
};

type Row = { failures: number; lastAttemptAt: Date };
export type Decision = { allowed: true; write: Row } | { allowed: false; waitSeconds: number; write?: Row };

/** The wait a key owes after `failures` failures, in seconds, from its last attempt. */
export function waitAfter(failures: number, limit: number, underAttack: boolean): number {
  if (underAttack) return Math.min(ATTACK_WAIT_SECONDS * 2 ** failures, MAX_WAIT_SECONDS);
  return failures < limit ? 0 : Math.min(2 ** (failures - limit + 1), MAX_WAIT_SECONDS);
}

/**
 * Whether an attempt on a key may check the password now, and what the key becomes. Pure, so the
 * rules above are tested on a clock of the test's own; `begin` runs it on the locked row.
 */
export function decide(row: Row | undefined, now: Date, rule: { limit: number; underAttack: boolean }): Decision {
  const fresh = row !== undefined && now.getTime() - row.lastAttemptAt.getTime() < KEY_RESET_MS;
  if (!fresh && rule.underAttack) {
    // An address new to an account under attack first waits: this row records when it came.
    return { allowed: false, waitSeconds: ATTACK_WAIT_SECONDS, write: { failures: 0, lastAttemptAt: now } };
  }
  const failures = fresh ? row.failures : 0;
  const readyAt = fresh ? row.lastAttemptAt.getTime() + waitAfter(failures, rule.limit, rule.underAttack) * SECOND : 0;
  if (now.getTime() < readyAt) return { allowed: false, waitSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / SECOND)) };
  return { allowed: true, write: { failures: failures + 1, lastAttemptAt: now } };
}

export { clientOf } from '../../kernel/plugins/client-address';

// Keys are hashes: the table says nothing about who signs in from where.
const keyOf = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('base64url');

function keysOf(attempt: SignInAttempt) {
  const account = normaliseIdentifier(attempt.account);
  return {
    attempt: attempt.deviceId
      ? keyOf('device', attempt.kind, account, attempt.deviceId)
      : keyOf('client', attempt.kind, account, clientOf(attempt.ip)),
    // Only unknown browsers count on the account as a whole.
    account: attempt.deviceId ? null : keyOf('account', attempt.kind, account),
  };
}

async function readRow(db: Db | Tx, key: string, lock: boolean): Promise<Row | undefined> {
  const query = db.select({ failures: signInLimits.failures, lastAttemptAt: signInLimits.lastAttemptAt }).from(signInLimits).where(eq(signInLimits.key, key));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function writeRow(db: Db | Tx, key: string, row: Row): Promise<void> {
  await db
    .insert(signInLimits)
    .values({ key, ...row })
    .onConflictDoUpdate({ target: signInLimits.key, set: row });
}

let attemptsSinceSweep = 0;
const SWEEP_EVERY = 200;

/**
 * Seconds to wait before this attempt may check a password, else 0 (and the attempt is counted).
 * `limit` is the Security tab's login_failures_limit.
 */
export async function beginSignIn(db: Db, input: { attempt: SignInAttempt; limit: number; now: Date }): Promise<number> {
  const { attempt, limit, now } = input;
  const keys = keysOf(attempt);
  const accountRow = keys.account ? await readRow(db, keys.account, false) : undefined;
  const underAttack =
    accountRow !== undefined &&
    now.getTime() - accountRow.lastAttemptAt.getTime() < KEY_RESET_MS &&
    accountRow.failures >= ACCOUNT_FACTOR * limit;
  const decision = await db.transaction(async (tx) => {
    const result = decide(await readRow(tx, keys.attempt, true), now, { limit, underAttack });
    if (result.write) await writeRow(tx, keys.attempt, result.write);
    return result;
  });
  if (!decision.allowed) return decision.waitSeconds;
  if (keys.account) {
    const reset = now.getTime() - KEY_RESET_MS;
    await db
      .insert(signInLimits)
      .values({ key: keys.account, failures: 1, lastAttemptAt: now })
      .onConflictDoUpdate({
        target: signInLimits.key,
        set: {
          failures: sql`case when ${signInLimits.lastAttemptAt} < ${new Date(reset).toISOString()}::timestamptz then 1 else ${signInLimits.failures} + 1 end`,
          lastAttemptAt: now,
        },
      });
  }
  if (++attemptsSinceSweep >= SWEEP_EVERY) {
    attemptsSinceSweep = 0;
    await sweepSignInLimits(db, now);
  }
  return 0;
}

async function takeBack(db: Db, key: string | null): Promise<void> {
  if (key) await db.update(signInLimits).set({ failures: sql`greatest(${signInLimits.failures} - 1, 0)` }).where(eq(signInLimits.key, key));
}

/** The password was right: its key starts afresh, and the account's count drops the attempt. */
export async function signInSucceeded(db: Db, attempt: SignInAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await db.delete(signInLimits).where(eq(signInLimits.key, keys.attempt));
  await takeBack(db, keys.account);
}

/** The attempt ended without an answer about the password (a server error): it does not count. */
export async function signInAbandoned(db: Db, attempt: SignInAttempt): Promise<void> {
  const keys = keysOf(attempt);
  await takeBack(db, keys.attempt);
  await takeBack(db, keys.account);
}

/** Drops keys that have restarted anyway, so a flood of names or addresses leaves no lasting rows. */
export async function sweepSignInLimits(db: Db, now: Date): Promise<void> {
  await db.delete(signInLimits).where(lt(signInLimits.lastAttemptAt, new Date(now.getTime() - KEY_RESET_MS)));
}

/**
 * Runs one sign-in under the limits: refused with 429 and Retry-After while the attempt's key
 * owes a wait, counted as a failure when `run` ends in LOGIN_FAILED, cleared when it succeeds.
 */
export async function limitSignIn<T>(deps: Pick<Dependencies, 'db' | 'clock'>, input: { attempt: SignInAttempt; run: () => Promise<T> }): Promise<T> {
  const { db } = deps;
  const { attempt, run } = input;
  const wait = await beginSignIn(db, { attempt, limit: await getNumberSetting(db, 'login_failures_limit'), now: deps.clock() });
  if (wait > 0) throw tooManyRequests(wait);
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'LOGIN_FAILED')) await signInAbandoned(db, attempt);
    throw error;
  }
  await signInSucceeded(db, attempt);
  return result;
}

/**
 * Wrong second-factor proofs (codes, passkeys, confirmation passwords) per staff account, across
 * sessions. A session ends after a few wrong codes, but a password that works starts a new one at
 * once, and a right password clears the sign-in counters: without this, a stolen password bought
 * tens of code guesses a second. Counted as the sign-in is: `limit` tries freely, then each waits
 * 2 s, 4 s, 8 s … up to 15 minutes, for any session of the account; a right proof clears it. So
 * about 14 guesses at a six-digit code in the first quarter hour, then one per quarter hour.
 */
export async function beginSecondFactorProof(db: Db, input: { adminId: number; limit: number; now: Date }): Promise<void> {
  const { adminId, limit, now } = input;
  const key = keyOf('second-factor', String(adminId));
  const decision = await db.transaction(async (tx) => {
    const result = decide(await readRow(tx, key, true), now, { limit, underAttack: false });
    if (result.write) await writeRow(tx, key, result.write);
    return result;
  });
  if (!decision.allowed) throw tooManyRequests(decision.waitSeconds);
}

/** A right proof: the account's count of wrong ones starts afresh. */
export async function secondFactorProofSucceeded(db: Db | Tx, adminId: number): Promise<void> {
  await db.delete(signInLimits).where(eq(signInLimits.key, keyOf('second-factor', String(adminId))));
}

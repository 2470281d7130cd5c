import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FRESH_CONFIRMATION_MS, type SecondFactorStep } from '@shared/auth/second-factor';
import type { Db, Tx } from '../../../kernel/db/client';
import { staffUsers, sessions } from '../../../kernel/db/schema/index';
import { getSettingValue } from '../../settings/queries';
import { isFresh, type SecondFactorGate } from '../../../kernel/plugins/access';

/**
 * Whether the organisation requires a second factor of staff. 'auto' (the default) requires it on
 * a production server only, so a development machine or a test run is not asked for codes unless
 * someone chooses 'required'.
 */
export async function isSecondFactorRequired(db: Db | Tx, isProduction: boolean): Promise<boolean> {
  const value = await getSettingValue(db, 'staff_second_factor');
  if (value === 'required') return true;
  if (value === 'optional') return false;
  return isProduction;
}

// Whether a staff account has a working second factor: a confirmed app or a passkey. The tables
// are named in full: inside the subqueries an unqualified admin_user_id would be their own column.
export const hasFactorSql = (adminUserId: number | SQL) =>
  sql<boolean>`(exists (select 1 from "staff_totp" t where t."admin_user_id" = ${adminUserId} and t."confirmed_at" is not null)
    or exists (select 1 from "staff_passkeys" p where p."admin_user_id" = ${adminUserId}))`;

export async function hasSecondFactor(db: Db | Tx, adminUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ has: hasFactorSql(adminUserId) })
    .from(staffUsers)
    .where(eq(staffUsers.id, adminUserId));
  return Boolean(row?.has);
}

/**
 * The step of one staff session. A session that passed a second factor is complete. One that has
 * not owes one when its account has a factor (whatever the setting: someone who set one up is
 * always asked for it), or must set one up when the organisation requires it; else a password is
 * enough. Read at each request, so switching the setting on reaches sessions already open.
 */
export async function secondFactorGate(db: Db, options: { sessionId: number; adminUserId: number; isProduction: boolean }): Promise<SecondFactorGate> {
  const [row] = await db
    .select({ secondFactorAt: sessions.secondFactorAt, confirmedAt: sessions.confirmedAt, hasFactor: hasFactorSql(sql`"sessions"."admin_user_id"`) })
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.adminUserId, options.adminUserId)))
    .limit(1);
  return gateOf(db, row ?? { secondFactorAt: null, confirmedAt: null, hasFactor: false }, options.isProduction);
}

/** A session's marks, as secondFactorGate reads them and the access check reads them with the session itself. */
export type SecondFactorMarks = { secondFactorAt: Date | null; confirmedAt: Date | null; hasFactor: boolean };

/** The step of a session from its marks (the setting comes from the settings cache, no query). */
export async function gateOf(db: Db, marks: SecondFactorMarks, isProduction: boolean): Promise<SecondFactorGate> {
  const required = await isSecondFactorRequired(db, isProduction);
  const confirmedAt = marks.confirmedAt ?? new Date(0);
  if (marks.secondFactorAt) return { step: 'complete', required, confirmedAt };
  const step: SecondFactorStep = marks.hasFactor ? 'verify' : required ? 'enrol' : 'complete';
  return { step, required, confirmedAt };
}

export function confirmedUntil(gate: Pick<SecondFactorGate, 'confirmedAt'>, now: Date): string | null {
  return isFresh(gate.confirmedAt, now) ? new Date(gate.confirmedAt.getTime() + FRESH_CONFIRMATION_MS).toISOString() : null;
}

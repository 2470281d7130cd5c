import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { staffUsers, sessions, userProfiles } from '../../kernel/db/schema/index';
import { getNumberSetting } from '../settings/queries';
import { createToken, hashToken } from './tokens';
import type { StaffIdentity, VictimIdentity } from '../../kernel/plugins/access';
import { hasFactorSql, type SecondFactorMarks } from './second-factor/session-gate';


/** How stale `last_seen_at` may get before a request writes it again: one write a minute, not one per request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

// Session lifetimes are the Security tab's (read through the settings cache, so no query per request).
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export async function createVictimSession(db: Db, userProfileId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + (await getNumberSetting(db, 'victim_session_days')) * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'victim', userProfileId, expiresAt });
  return { token, expiresAt };
}

export async function createStaffSession(db: Db, adminUserId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + (await getNumberSetting(db, 'staff_session_hours')) * HOUR_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'admin', adminUserId, expiresAt });
  return { token, expiresAt };
}

export async function findVictimBySessionToken(db: Db, input: { token: string; now: Date }): Promise<VictimIdentity | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: userProfiles.id, email: userProfiles.email })
    .from(sessions)
    .innerJoin(userProfiles, eq(userProfiles.id, sessions.userProfileId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(input.token)),
        eq(sessions.kind, 'victim'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, input.now),
      ),
    )
    .limit(1);
  return row ? { kind: 'victim', ...row } : null;
}

/**
 * The staff member behind a bearer token: a live session (not revoked, before its absolute end,
 * used within the idle limit) of an account that is not disabled. `touch: false` (a screen's timed
 * refresh, not the person) leaves the session's last use as it was, so the idle limit still ends it.
 */
export async function findStaffBySessionToken(
  db: Db,
  { token, now, touch = true }: { token: string; now: Date; touch?: boolean },
): Promise<StaffIdentity | null> {
  return (await findStaffSession(db, { token, now, touch }))?.staff ?? null;
}

/**
 * The staff member behind a bearer token with their session's second-factor marks, in one
 * statement: the access check runs it on every staff request (issue 29, one round trip, not two).
 */
export async function findStaffSession(
  db: Db,
  { token, now, touch }: { token: string; now: Date; touch: boolean },
): Promise<{ staff: StaffIdentity; marks: SecondFactorMarks } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      role: staffUsers.role,
      lastSeenAt: sessions.lastSeenAt,
      secondFactorAt: sessions.secondFactorAt,
      confirmedAt: sessions.confirmedAt,
      hasFactor: hasFactorSql(sql`"sessions"."admin_user_id"`),
    })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.adminUserId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, 'admin'),
        isNull(sessions.revokedAt),
        isNull(staffUsers.disabledAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - (await getNumberSetting(db, 'staff_idle_minutes')) * MINUTE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (touch && now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const { lastSeenAt: _lastSeenAt, secondFactorAt, confirmedAt, hasFactor, ...identity } = row;
  return { staff: { kind: 'admin', ...identity }, marks: { secondFactorAt, confirmedAt, hasFactor: Boolean(hasFactor) } };
}

/** Ends every live session of a staff account (disabled, role changed, password set). */
export async function revokeStaffSessions(db: Db | Tx, input: { adminUserId: number; now: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(and(eq(sessions.adminUserId, input.adminUserId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a victim's account (after a password change, D18 issue). */
export async function revokeVictimSessions(db: Db | Tx, input: { userProfileId: number; now: Date }): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(and(eq(sessions.userProfileId, input.userProfileId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db | Tx, input: { sessionId: number; now: Date }): Promise<void> {
  await db.update(sessions).set({ revokedAt: input.now }).where(eq(sessions.id, input.sessionId));
}

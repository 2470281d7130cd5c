import { and, eq, gt, isNull } from 'drizzle-orm';
import { ADMIN_SESSION_TTL_MS, VICTIM_SESSION_TTL_MS } from '@shared/limits';
import type { Db, Tx } from '../../db/client';
import { adminUsers, sessions, userProfiles } from '../../db/schema/index';
import { createToken, hashToken } from './tokens';

export type VictimIdentity = { kind: 'victim'; userId: number; email: string; sessionId: number };
export type AdminIdentity = { kind: 'admin'; adminId: number; username: string; displayName: string | null; sessionId: number };

export async function createVictimSession(db: Db, userProfileId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + VICTIM_SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'victim', userProfileId, expiresAt });
  return { token, expiresAt };
}

export async function createAdminSession(db: Db, adminUserId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), kind: 'admin', adminUserId, expiresAt });
  return { token, expiresAt };
}

export async function findVictimBySessionToken(db: Db, token: string): Promise<VictimIdentity | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: userProfiles.id, email: userProfiles.email })
    .from(sessions)
    .innerJoin(userProfiles, eq(userProfiles.id, sessions.userProfileId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, 'victim'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { kind: 'victim', ...row } : null;
}

export async function findAdminBySessionToken(db: Db, token: string): Promise<AdminIdentity | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, adminId: adminUsers.id, username: adminUsers.username, displayName: adminUsers.displayName })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.adminUserId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.kind, 'admin'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? { kind: 'admin', ...row } : null;
}

/** Ends every live session of a victim's account (after a password change, D18 issue). */
export async function revokeVictimSessions(db: Db | Tx, userProfileId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userProfileId, userProfileId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

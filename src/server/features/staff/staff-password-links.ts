import { and, eq, gt } from 'drizzle-orm';
import { STAFF_PASSWORD_LINK_TTL_MS } from '@shared/staff/staff-schema';
import type { Config } from '../../kernel/config';
import type { Db, Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { staffUsers, verificationTokens } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { staffSetPasswordMail } from './staff-set-password-mail';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import { revokeStaffSessions } from '../auth/sessions';
import { createToken, hashToken } from '../auth/tokens';
import { getPlatformName } from '../settings/queries';
import { checkStaffPassword } from '../auth/staff-password-strength';
import { staffMailLocale } from '../settings/locale';

export const STAFF_LINK_INVALID = 'This link is invalid, has been used or has expired. Ask an admin to send you a new one.';
const PURPOSE = 'staff_set_password' as const;

export type StaffMailDependencies = Pick<Dependencies, 'db' | 'jobs' | 'log' | 'clock'> & {
  config: Pick<Config, 'publicUrl' | 'exposeDevLinks' | 'dataEncryptionKey'>;
};

export function staffSetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/set-password?token=${encodeURIComponent(token)}`;
}

/**
 * Links of this account not yet used: a new one replaces them, setting a password ends them, and
 * so do a new e-mail address (they went to the old one) and disabling the account.
 */
export async function retireLinks(tx: Tx, link: { adminUserId: number; now: Date }): Promise<void> {
  const { adminUserId } = link;
  await tx
    .update(verificationTokens)
    .set({ isUsed: true, usedAt: link.now })
    .where(and(eq(verificationTokens.adminUserId, adminUserId), eq(verificationTokens.purpose, PURPOSE), eq(verificationTokens.isUsed, false)));
}

/** Read before the transaction opens: the settings query runs on the database, not the transaction. */
export async function platformNameOf(db: Db): Promise<string> {
  return await getPlatformName(db);
}

/**
 * Issues a set-password link for a staff account and puts its mail in the outbox, inside the
 * caller's transaction (deps.db): the link and its mail commit together, or neither does. D13: the
 * link comes back only in development with no SMTP server.
 */
export async function sendStaffPasswordLink(
  deps: Omit<StaffMailDependencies, 'db'> & { db: Tx },
  input: { account: { id: number; username: string; email: string | null }; invitation: boolean; platformName: string },
): Promise<{ setPasswordUrl?: string }> {
  const { db: tx } = deps;
  const { account, platformName } = input;
  if (!account.email) {
    throw new AppError('VALIDATION_FAILED', 'This account has no e-mail address. Add one before sending a link.');
  }
  const now = deps.clock();
  await retireLinks(tx, { adminUserId: account.id, now });
  const token = createToken();
  await tx.insert(verificationTokens).values({
    email: account.email.toLowerCase(),
    tokenHash: hashToken(token),
    purpose: PURPOSE,
    adminUserId: account.id,
    expiresAt: new Date(now.getTime() + STAFF_PASSWORD_LINK_TTL_MS),
  });
  const url = staffSetPasswordLink(deps.config.publicUrl, token);
  await queueMail(deps, tx, 'staff_password', { to: account.email, ...staffSetPasswordMail({ locale: await staffMailLocale(tx, account.id), platformName, url, username: account.username, invitation: input.invitation }) });
  return deps.config.exposeDevLinks ? { setPasswordUrl: url } : {};
}

function liveLink(token: string, now: Date) {
  return and(
    eq(verificationTokens.tokenHash, hashToken(token)),
    eq(verificationTokens.purpose, PURPOSE),
    eq(verificationTokens.isUsed, false),
    gt(verificationTokens.expiresAt, now),
  );
}

/** The account a live link is for; a disabled account's links do not work. */
export async function findStaffPasswordLink(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string }): Promise<{ username: string }> {
  const [row] = await deps.db
    .select({ username: staffUsers.username, disabledAt: staffUsers.disabledAt })
    .from(verificationTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, verificationTokens.adminUserId))
    .where(liveLink(input.token, deps.clock()))
    .limit(1);
  if (!row || row.disabledAt !== null) throw new AppError('LINK_INVALID', STAFF_LINK_INVALID);
  return { username: row.username };
}

/**
 * Sets the password through a link: uses the link up (one conditional UPDATE, so of two racing
 * requests one wins), ends every session of the account and any other link it still has.
 */
export async function setStaffPasswordByLink(deps: Pick<Dependencies, 'db' | 'clock'>, input: { token: string; password: string; ip?: string }): Promise<void> {
  const { db } = deps;
  const [target] = await db
    .select({ email: staffUsers.email, username: staffUsers.username, displayName: staffUsers.displayName })
    .from(verificationTokens)
    .innerJoin(staffUsers, eq(staffUsers.id, verificationTokens.adminUserId))
    .where(liveLink(input.token, deps.clock()))
    .limit(1);
  if (!target) throw new AppError('LINK_INVALID', STAFF_LINK_INVALID);
  // The staff rules: 12 characters and not guessable, the person's own names counted as known.
  const refusal = checkStaffPassword(input.password, { ...target, platformName: await platformNameOf(db) });
  if (refusal) throw new AppError('WEAK_PASSWORD', refusal);
  const passwordHash = await hashPassword(input.password, { refuseWhenBusy: true });

  await db.transaction(async (tx) => {
    const now = deps.clock();
    const [used] = await tx
      .update(verificationTokens)
      .set({ isUsed: true, usedAt: now })
      .where(liveLink(input.token, now))
      .returning({ adminUserId: verificationTokens.adminUserId });
    if (!used?.adminUserId) throw new AppError('LINK_INVALID', STAFF_LINK_INVALID);
    const [account] = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(and(eq(staffUsers.id, used.adminUserId)))
      .returning();
    if (!account || account.disabledAt !== null) throw new AppError('LINK_INVALID', STAFF_LINK_INVALID);
    await revokeStaffSessions(tx, { adminUserId: account.id, now });
    await retireLinks(tx, { adminUserId: account.id, now });
    await recordAudit(tx, {
      actor: { type: 'admin', id: account.id, label: account.username, role: account.role },
      action: 'staff.password_set',
      entity: { type: 'admin_user', id: account.id },
      ip: input.ip,
    });
  });
}

import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  LAST_ADMIN_MESSAGE,
  type StaffDirectoryEntry,
  type StaffMember,
  type staffListQuerySchema,
} from '@shared/staff/staff-schema';
import { normaliseIdentifier } from '@shared/identifier';
import type { StaffRole } from '@shared/staff/roles';
import type { z } from 'zod';
import type { Tx } from '../../kernel/db/client';
import type { Dependencies } from '../../dependencies';
import { staffUsers } from '../../kernel/db/schema/index';
import { AppError } from '../../kernel/errors';
import { ilikeContains, pageWindow } from '../../kernel/lists/paging';
import { recordAudit, type Change } from '../audit/record-audit';
import { hashPassword } from '../auth/passwords';
import { revokeStaffSessions } from '../auth/sessions';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { staffEmailChangedMail } from './staff-email-changed-mail';
import { presentStaff } from './present-staff';
import { platformNameOf, retireLinks, sendStaffPasswordLink, type StaffMailDependencies } from './staff-password-links';
import { mailLocale } from '../settings/locale';

type StaffListQuery = z.output<typeof staffListQuerySchema>;

const USERNAME_TAKEN = 'This username is already in use';
const EMAIL_TAKEN = 'This e-mail address is already used by another staff account';

const sortOrder = {
  username: [asc(sql`lower(${staffUsers.username})`)],
  newest: [desc(staffUsers.createdAt), desc(staffUsers.id)],
  last_sign_in: [sql`${staffUsers.lastLoginAt} desc nulls last`, asc(staffUsers.id)],
} satisfies Record<StaffListQuery['sort'], SQL[]>;

export async function listStaff(deps: Pick<Dependencies, 'db'>, query: StaffListQuery): Promise<{ items: StaffMember[]; total: number }> {
  const { db } = deps;
  const conditions: SQL[] = [];
  if (query.q) {
    conditions.push(
      or(ilikeContains(staffUsers.username, query.q), ilikeContains(staffUsers.displayName, query.q), ilikeContains(staffUsers.email, query.q))!,
    );
  }
  if (query.status === 'active') conditions.push(isNull(staffUsers.disabledAt));
  if (query.status === 'disabled') conditions.push(sql`${staffUsers.disabledAt} is not null`);
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(staffUsers).where(where).orderBy(...sortOrder[query.sort]).limit(limit).offset(offset),
    db.select({ value: count() }).from(staffUsers).where(where),
  ]);
  return { items: rows.map(presentStaff), total: total?.value ?? 0 };
}

/** Active staff for the "assigned team" picker: names, roles and e-mails, nothing else. */
export async function staffDirectory(deps: Pick<Dependencies, 'db'>): Promise<StaffDirectoryEntry[]> {
  const { db } = deps;
  const rows = await db
    .select({ id: staffUsers.id, username: staffUsers.username, displayName: staffUsers.displayName, role: staffUsers.role, email: staffUsers.email })
    .from(staffUsers)
    .where(isNull(staffUsers.disabledAt))
    .orderBy(asc(sql`lower(coalesce(${staffUsers.displayName}, ${staffUsers.username}))`))
    .limit(1000);
  return rows.map((row) => ({ id: row.id, username: row.username, displayName: row.displayName ?? row.username, role: row.role, email: row.email }));
}

async function refuseDuplicates(tx: Tx, values: { username?: string; email?: string }, exceptId?: number): Promise<void> {
  const other = exceptId === undefined ? undefined : ne(staffUsers.id, exceptId);
  if (values.username) {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.username, normaliseIdentifier(values.username)), other))
      .limit(1);
    if (taken) throw new AppError('USERNAME_TAKEN', USERNAME_TAKEN);
  }
  if (values.email) {
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, normaliseIdentifier(values.email)), other))
      .limit(1);
    if (taken) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  }
}

/** Two admins adding the same name at once: the unique index decides, and the loser hears why. */
function duplicateOf(error: unknown): AppError | null {
  const text = `${String((error as { constraint?: string })?.constraint)} ${String((error as { cause?: { constraint?: string } })?.cause?.constraint)} ${String(error)}`;
  if (text.includes('admin_users_username_key')) return new AppError('USERNAME_TAKEN', USERNAME_TAKEN);
  if (text.includes('admin_users_email_key')) return new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
  return null;
}

async function withDuplicatesNamed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
}

// Named one by one: the app is a Fastify instance, whose decorations a spread would not copy.
const inTransaction = (deps: StaffMailDependencies, tx: Tx) => ({ db: tx, jobs: deps.jobs, log: deps.log, clock: deps.clock, config: deps.config });

/**
 * A new account has no usable password (a hash of random bytes nobody knows) until its owner sets
 * one through the e-mailed link; a sign-in attempt on it still verifies a real hash, in the same time.
 */
export async function createStaffAccount(
  deps: StaffMailDependencies,
  input: { username: string; displayName: string; email: string; role: StaffRole; by: Change },
): Promise<{ staff: StaffMember; setPasswordUrl?: string }> {
  const { by, ...account } = input;
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const platformName = await platformNameOf(deps.db);
  return withDuplicatesNamed(() =>
    deps.db.transaction(async (tx) => {
      await refuseDuplicates(tx, account);
      // Stored in the one form sign-in looks up (shared/identifier.ts), whoever calls.
      const [row] = await tx
        .insert(staffUsers)
        .values({ ...account, username: normaliseIdentifier(account.username), email: normaliseIdentifier(account.email), passwordHash })
        .returning();
      const staff = presentStaff(row!);
      await recordAudit(tx, { actor: by.actor, action: 'staff.created', entity: { type: 'admin_user', id: staff.id }, after: staff, ip: by.ip });
      const link = await sendStaffPasswordLink(inTransaction(deps, tx), { account: row!, invitation: true, platformName });
      return { staff, ...link };
    }),
  );
}

async function lockAccount(tx: Tx, id: number) {
  const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update').limit(1);
  if (!row) throw new AppError('STAFF_NOT_FOUND', 'This staff account does not exist');
  return row;
}

/**
 * Changes an account. An admin cannot leave the organisation without an active admin (by disabling
 * or demoting the last one); the active admins are locked first, so two such changes at once cannot
 * both pass. Disabling or a new role ends the account's sessions: its next call signs in afresh.
 */
export async function updateStaffAccount(
  deps: StaffMailDependencies,
  input: { id: number; displayName?: string; email?: string; role?: StaffRole; disabled?: boolean; by: Change },
): Promise<StaffMember> {
  const { id, by } = input;
  const now = deps.clock();
  const email = input.email === undefined ? undefined : normaliseIdentifier(input.email);
  return withDuplicatesNamed(() =>
    deps.db.transaction(async (tx) => {
      const activeAdmins = await tx
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'admin'), isNull(staffUsers.disabledAt)))
        .for('update');
      const current = await lockAccount(tx, id);
      const before = presentStaff(current);
      const role = input.role ?? current.role;
      const disabled = input.disabled ?? before.disabled;
      const wasActiveAdmin = current.role === 'admin' && !before.disabled;
      const staysActiveAdmin = role === 'admin' && !disabled;
      if (wasActiveAdmin && !staysActiveAdmin && activeAdmins.every((admin) => admin.id === id)) {
        throw new AppError('LAST_ADMIN', LAST_ADMIN_MESSAGE);
      }
      await refuseDuplicates(tx, { email }, id);
      const [row] = await tx
        .update(staffUsers)
        .set({
          displayName: input.displayName,
          email,
          role,
          disabledAt: disabled === before.disabled ? current.disabledAt : disabled ? now : null,
        })
        .where(eq(staffUsers.id, id))
        .returning();
      const after = presentStaff(row!);
      if (role !== current.role || (disabled && !before.disabled)) await revokeStaffSessions(tx, { adminUserId: id, now });
      // A link still out went to the old address, or belongs to an account now closed: it ends
      // here, so re-enabling the account or a lost old mailbox cannot bring it back.
      const newAddress = (row!.email ?? '').toLowerCase() !== (current.email ?? '').toLowerCase();
      if (newAddress || (disabled && !before.disabled)) await retireLinks(tx, { adminUserId: id, now });
      // The old mailbox hears of it: a new address takes the account's password links.
      if (newAddress && current.email) {
        await queueMail(deps, tx, 'email_changed', {
          to: current.email,
          ...staffEmailChangedMail({ locale: await mailLocale(tx, current.locale), platformName: await platformNameOf(tx), username: current.username, siteUrl: deps.config.publicUrl }),
        });
      }
      await recordAudit(tx, { actor: by.actor, action: 'staff.updated', entity: { type: 'admin_user', id }, before, after, ip: by.ip });
      return after;
    }),
  );
}

/** E-mails a new set-password link; the links sent before stop working. */
export async function resetStaffPassword(deps: StaffMailDependencies, input: { id: number; by: Change }): Promise<{ staff: StaffMember; setPasswordUrl?: string }> {
  const { id, by } = input;
  const platformName = await platformNameOf(deps.db);
  return deps.db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    const staff = presentStaff(row);
    await recordAudit(tx, { actor: by.actor, action: 'staff.password_link_sent', entity: { type: 'admin_user', id }, ip: by.ip });
    const link = await sendStaffPasswordLink(inTransaction(deps, tx), { account: row, invitation: false, platformName });
    return { staff, ...link };
  });
}

import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../kernel/db/client';
import { staffUsers, caseStaff, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, userProfiles } from '../kernel/db/schema/index';
import { recordAudit } from '../features/audit/record-audit';
import { maskAccountDetails } from '../features/payouts/mask-account-details';
import { encryptField } from '../kernel/crypto/field-cipher';
import { ensureAdmin } from '../features/auth/ensure-admin';
import { hashPassword } from '../features/auth/passwords';
import type { FileStorage } from '../kernel/storage/storage';
import { buildDemoApplications, buildDemoDocuments, buildDemoMessages, buildDemoMoneyTrails, buildDemoPayouts, buildDemoProfiles } from './demo-activity';
import { demoClock } from './demo-dates';
import { buildDemoIncidents, DEMO_VICTIM_EMAIL, demoStaffAccounts, type DemoIncidentKey, type DemoStaff } from './demo-incidents';
import { demoPlatforms } from './demo-platforms';
import { systemClock } from '../dependencies';

export type SeedResult = {
  victimEmail: string;
  victimPassword: string;
  adminUsername: string;
  adminPassword: string | null;
};

/**
 * A fixed, documented password is acceptable only because this account exists solely in demo
 * data, which is loaded in development or on explicit request (README says so).
 */
export const DEMO_VICTIM_PASSWORD = 'harbour-lantern-2026';
export const DEMO_ADMIN_USERNAME = 'admin';

/** A refusal the command line shows as a plain message rather than a stack trace. */
export class DemoDataError extends Error {
  override name = 'DemoDataError';
}

/** "Empty" as the boot means it: nobody has reported anything and no platform is known. */
export async function isDirectoryEmpty(db: Db): Promise<boolean> {
  const [incident] = await db.select({ id: fraudIncidents.id }).from(fraudIncidents).limit(1);
  const [platform] = await db.select({ id: platforms.id }).from(platforms).limit(1);
  return !incident && !platform;
}

export async function hasDemoData(db: Db): Promise<boolean> {
  // One after another: a transaction's connection runs one query at a time anyway.
  const checks = [
    () => db.select({ id: platforms.id }).from(platforms).where(eq(platforms.isDemo, true)).limit(1),
    () => db.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.isDemo, true)).limit(1),
    () => db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.isDemo, true)).limit(1),
  ];
  for (const check of checks) {
    if ((await check()).length > 0) return true;
  }
  return false;
}

/**
 * Loads the demo set in one transaction. With `onlyIfEmpty` it quietly does nothing (null) on a
 * database that already holds data; without it, it refuses with a DemoDataError when demo rows
 * or clashing names already exist. Files are written just before the commit and removed again if
 * anything fails, so no row ever points at a missing file and no file is left without its row.
 */
export async function seedDemoData(options: {
  db: Db;
  storage: FileStorage;
  onlyIfEmpty: boolean;
  /**
   * The server's field key: demo payout details are sealed with it, as real ones are (D5), so staff
   * can reveal them. Without one (a benchmark's scratch database) they are sealed under a throwaway
   * key: ciphertext all the same, which a reveal answers with a plain refusal.
   */
  dataEncryptionKey?: Buffer;
  now?: Date;
}): Promise<SeedResult | null> {
  const { db, storage, onlyIfEmpty } = options;
  // Cheap check first, so an ordinary boot does not pay for password hashing.
  if (onlyIfEmpty && !(await isDirectoryEmpty(db))) return null;

  const clock = demoClock(options.now ?? new Date());
  const fieldKey = options.dataEncryptionKey ?? randomBytes(32);
  const incidents = buildDemoIncidents(clock);
  const trails = buildDemoMoneyTrails(clock);
  const docs = buildDemoDocuments(clock);
  const conversation = buildDemoMessages(clock);
  const applications = buildDemoApplications(clock);
  const payouts = buildDemoPayouts(clock);
  const profiles = await Promise.all(
    buildDemoProfiles(clock).map(async (profile) => ({
      ...profile,
      passwordHash: await hashPassword(
        profile.email === DEMO_VICTIM_EMAIL ? DEMO_VICTIM_PASSWORD : randomBytes(24).toString('base64url'),
      ),
    })),
  );

  // Nobody knows it: the demo staff are names on demo cases, not accounts to sign in with.
  const staffPasswordHash = await hashPassword(randomBytes(24).toString('base64url'));

  const written: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      // Checked again inside the transaction: another process may have written in between.
      if (onlyIfEmpty && !(await isDirectoryEmpty(tx))) return null;
      if (await hasDemoData(tx)) {
        throw new DemoDataError('Demo data is already loaded. Remove it first with `npm run demo-data -- --remove`.');
      }
      const clashes = await findClashes(tx, profiles.map((p) => p.email));
      if (clashes.length > 0) {
        if (onlyIfEmpty) return null;
        throw new DemoDataError(`Demo data was not loaded because these already exist: ${clashes.join(', ')}.`);
      }

      const platformIds = new Map<string, number>();
      for (const platform of demoPlatforms) {
        const [row] = await tx.insert(platforms).values({ ...platform, isDemo: true }).returning({ id: platforms.id });
        platformIds.set(platform.name, row!.id);
      }

      const incidentIds = new Map<DemoIncidentKey, number>();
      const teams: { key: DemoIncidentKey; caseTeam: DemoStaff[]; reportedAt: Date }[] = [];
      for (const { key, platform, reportedAt, caseTeam, ...incident } of incidents) {
        teams.push({ key, caseTeam, reportedAt });
        const [row] = await tx
          .insert(fraudIncidents)
          .values({
            ...incident,
            platformId: platformIds.get(platform)!,
            createdAt: reportedAt,
            updatedAt: reportedAt,
            // The demo victims made their reports while signed in (D18), so they see them at once.
            confirmedAt: reportedAt,
            confirmedVia: 'signed_in',
            isDemo: true,
          })
          .returning({ id: fraudIncidents.id });
        incidentIds.set(key, row!.id);
      }
      const idOf = (key: DemoIncidentKey) => incidentIds.get(key)!;

      await tx.insert(userProfiles).values(
        profiles.map((p) => ({ ...p, updatedAt: p.createdAt, isDemo: true })),
      );
      await tx.insert(recoveryApplications).values(
        applications.map(({ incident, ...a }) => ({
          ...a,
          incidentId: idOf(incident),
          acceptTerms: true,
          updatedAt: a.submittedAt,
          emailVerifiedAt: a.submittedAt,
          isDemo: true,
        })),
      );
      await tx.insert(moneyTrails).values(
        trails.map(({ incident, ...t }) => ({ ...t, incidentId: idOf(incident), isDemo: true })),
      );
      await tx.insert(messages).values(
        conversation.map(({ incident, ...m }) => ({ ...m, recoveryId: idOf(incident), isDemo: true })),
      );
      await tx.insert(payoutRequests).values(
        payouts.map(({ incident, accountDetails, ...p }) => ({
          ...p,
          incidentId: idOf(incident),
          currency: 'USD',
          // Stored as a real request's are (D5), so staff can reveal it as they would a real one.
          accountDetailsEncrypted: encryptField(fieldKey, accountDetails),
          accountDetailsHint: maskAccountDetails(accountDetails),
          isDemo: true,
        })),
      );
      await tx.insert(documents).values(
        docs.map(({ incident, file, ...d }) => ({
          ...d,
          storageKey: file.storageKey,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          sha256: file.sha256,
          recoveryId: idOf(incident),
          updatedAt: d.uploadDate,
          isDemo: true,
        })),
      );

      // After the admin: the first staff account is the one that gets the printed password.
      const admin = await ensureDemoAdmin(tx);
      await staffDemoCases(tx, teams.map((team) => ({ ...team, incidentId: idOf(team.key) })), staffPasswordHash);
      await recordAudit(tx, {
        actor: { type: 'system', label: 'demo data' },
        action: 'demo_data.loaded',
        entity: { type: 'demo_data' },
        after: { platforms: demoPlatforms.length, incidents: incidents.length, documents: docs.length },
      });

      for (const { file } of docs) {
        await storage.put(file.storageKey, file.buffer);
        written.push(file.storageKey);
      }
      return { victimEmail: DEMO_VICTIM_EMAIL, victimPassword: DEMO_VICTIM_PASSWORD, ...admin };
    });
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

async function findClashes(db: Db, emails: string[]): Promise<string[]> {
  const names = demoPlatforms.map((p) => p.name.toLowerCase());
  const takenPlatforms = await db
    .select({ name: platforms.name })
    .from(platforms)
    .where(inArray(sql`lower(${platforms.name})`, names));
  const takenAccounts = await db
    .select({ email: userProfiles.email })
    .from(userProfiles)
    .where(inArray(sql`lower(${userProfiles.email})`, emails.map((e) => e.toLowerCase())));
  return [
    ...takenPlatforms.map((p) => `platform "${p.name}"`),
    ...takenAccounts.map((a) => `account ${a.email}`),
  ];
}

/** The first admin of a fresh install, with a random password shown once (D11: no default password). */
/**
 * The demo cases' teams are staff accounts (D17), as real ones are: caseworkers named "(demo
 * staff)", with a password nobody knows, put on their cases as an admin's confirmed assignment.
 */
async function staffDemoCases(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  teams: { incidentId: number; caseTeam: DemoStaff[]; reportedAt: Date }[],
  passwordHash: string,
): Promise<void> {
  await tx
    .insert(staffUsers)
    .values(demoStaffAccounts.map((s) => ({ username: s.username, displayName: s.name, email: s.email, role: 'caseworker' as const, passwordHash })))
    .onConflictDoNothing();
  const accounts = await tx
    .select({ id: staffUsers.id, username: staffUsers.username, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.username, demoStaffAccounts.map((s) => s.username)));
  // Only accounts that are the demo's own (a real account may have taken a demo user name).
  const idOf = new Map(accounts.filter((a) => demoStaffAccounts.some((s) => s.username === a.username && s.email === a.email)).map((a) => [a.username, a.id]));
  // The first of each team owns the case, as the first person on a case does.
  const rows = teams.flatMap(({ incidentId, caseTeam, reportedAt }) =>
    caseTeam.flatMap((member, index) => {
      const adminUserId = idOf.get(member.username);
      return adminUserId === undefined ? [] : [{ incidentId, adminUserId, role: member.role, addedAt: reportedAt, confirmedAt: reportedAt, isOwner: index === 0 }];
    }),
  );
  if (rows.length > 0) await tx.insert(caseStaff).values(rows).onConflictDoNothing();
}

async function ensureDemoAdmin(db: Db): Promise<Pick<SeedResult, 'adminUsername' | 'adminPassword'>> {
  const [existing] = await db
    .select({ username: staffUsers.username })
    .from(staffUsers)
    .orderBy(asc(staffUsers.id))
    .limit(1);
  if (existing) return { adminUsername: existing.username, adminPassword: null };
  const password = randomBytes(18).toString('base64url');
  await ensureAdmin({ db, clock: systemClock }, { username: DEMO_ADMIN_USERNAME, password });
  return { adminUsername: DEMO_ADMIN_USERNAME, adminPassword: password };
}

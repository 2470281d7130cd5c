import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { financialDataSchema, requiredDocumentSchema, timelineEventSchema } from '@shared/incidents/case-data';
import { incidentStatuses } from '@shared/incidents/status';
import { blockingPayoutStatuses } from '@shared/payouts/status';
import { staffUsers, documents, fraudIncidents, messages, moneyTrails, payoutRequests, platforms, recoveryApplications, userProfiles } from '../kernel/db/schema/index';
import { verifyPassword } from '../features/auth/passwords';
import { createLocalDiskStorage, type FileStorage } from '../kernel/storage/storage';
import { testAppForSuite, withTestApp } from '../test/suite-app';
import { createStaff } from '../test/fixtures';
import { listCaseStaff } from '../features/incidents/case-staff';
import { removeDemoData } from './remove-demo-data';
import { DEMO_VICTIM_PASSWORD, DemoDataError, seedDemoData, type SeedResult } from './seed';

const t = testAppForSuite();
let storage: FileStorage;
let seeded: SeedResult | null;

async function sha256Of(key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await storage.read(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

beforeAll(async () => {
  storage = createLocalDiskStorage(join(t.dataDir, 'uploads'));
  seeded = await seedDemoData({ db: t.app.db, storage, onlyIfEmpty: true, dataEncryptionKey: t.config.dataEncryptionKey });
});

describe('seedDemoData', () => {
  it('loads on an empty database and returns working credentials', async () => {
    expect(seeded).toEqual({
      victimEmail: 'demo@example.com',
      victimPassword: DEMO_VICTIM_PASSWORD,
      adminUsername: 'admin',
      adminPassword: expect.any(String),
    });
    const [victim] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.email, 'demo@example.com'));
    expect(victim?.isVerified).toBe(true);
    expect(victim?.isDemo).toBe(true);
    expect(await verifyPassword(victim!.passwordHash, DEMO_VICTIM_PASSWORD)).toBe(true);
    const [admin] = await t.app.db.select().from(staffUsers).where(eq(staffUsers.username, 'admin'));
    expect(seeded!.adminPassword!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(admin!.passwordHash, seeded!.adminPassword!)).toBe(true);
  });

  it('gives the demo victim an incident in every status, and other victims some too', async () => {
    const rows = await t.app.db.select().from(fraudIncidents);
    const demoStatuses = new Set(rows.filter((r) => r.victimEmail === 'demo@example.com').map((r) => r.status));
    expect([...demoStatuses].sort()).toEqual([...incidentStatuses].sort());
    const others = new Set(rows.map((r) => r.victimEmail).filter((e) => e !== 'demo@example.com'));
    expect(others).toContain('maria.lopez@example.com');
    expect(others).toContain('j.chen@example.net');
    expect(rows.every((r) => r.isDemo)).toBe(true);
  });

  it('has a case in euros beside the dollar cases (issue 28)', async () => {
    const rows = await t.app.db.select().from(fraudIncidents);
    expect(rows.filter((r) => r.currency === 'EUR').map((r) => [r.victimEmail, r.lossAmount])).toEqual([['j.chen@example.net', '9800.00']]);
    expect(rows.filter((r) => r.currency === 'USD').length).toBeGreaterThan(5);
  });

  it('stores case data in the shapes the screens read', async () => {
    const rows = await t.app.db.select().from(fraudIncidents);
    for (const row of rows) {
      expect(row.outsideContacts).toEqual([]);
      // The case team is staff accounts (D17), each named as demo staff, on a demo address.
      for (const member of await listCaseStaff(t.app.db, row.id)) {
        expect(member.name).toContain('(demo staff)');
        expect(member).toMatchObject({ staffRole: 'caseworker', confirmed: true });
      }
      row.timelineEvents.forEach((e) => expect(timelineEventSchema.parse(e)).toEqual(e));
      row.requiredDocuments.forEach((d) => expect(requiredDocumentSchema.parse(d)).toEqual(d));
      if (row.financialData) expect(financialDataSchema.parse(row.financialData)).toEqual(row.financialData);
    }
  });

  it('covers every platform type the search icons look for, on reserved domains only', async () => {
    const rows = await t.app.db.select().from(platforms);
    const types = rows.map((p) => p.type!.toLowerCase()).join(' ');
    for (const word of ['crypto', 'commerce', 'dating', 'investment', 'lending']) expect(types).toContain(word);
    expect(rows.some((p) => p.recoveryAvailable)).toBe(true);
    expect(rows.some((p) => !p.recoveryAvailable)).toBe(true);
    for (const p of rows) expect(new URL(p.website!).hostname).toMatch(/\.(example|test)$/);
  });

  it('leaves a recovered demo incident payable (no pending or approved payout)', async () => {
    const recovered = await t.app.db
      .select()
      .from(fraudIncidents)
      .where(sql`(${fraudIncidents.financialData}->>'recoveredAmount')::numeric > 0`);
    expect(recovered.map((r) => r.status)).toEqual(expect.arrayContaining(['resolved', 'recovery_available']));
    const demoRecovered = recovered.filter((r) => r.victimEmail === 'demo@example.com');
    expect(demoRecovered.length).toBeGreaterThan(0);
    const blocking = await t.app.db
      .select()
      .from(payoutRequests)
      .where(
        and(
          inArray(payoutRequests.incidentId, demoRecovered.map((r) => r.id)),
          inArray(payoutRequests.status, [...blockingPayoutStatuses]),
        ),
      );
    expect(blocking).toEqual([]);
    // Another victim's case carries the approved payout, for the admin's Payouts screen.
    const payouts = await t.app.db.select().from(payoutRequests);
    expect(payouts.some((p) => p.status === 'approved' && p.userEmail !== 'demo@example.com')).toBe(true);
  });

  it('stores the demo payout account encrypted like a real one, so an admin can reveal it', async () => {
    const [payout] = await t.app.db.select().from(payoutRequests).where(eq(payoutRequests.status, 'approved'));
    expect(payout!.accountDetailsEncrypted.startsWith('v1:')).toBe(true);
    expect(payout!.accountDetailsHint).toBe('•••• 1332');
    const admin = await createStaff(t.app, { role: 'admin' });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/payout-requests/${payout!.id}/reveal`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().accountDetails).toBe('IBAN ES91 2100 0418 4502 0005 1332 (demo account)');
  });

  it('links one application to a recovery_available incident and leaves another un-applied', async () => {
    const applications = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.email, 'demo@example.com'));
    const available = await t.app.db
      .select({ incident: fraudIncidents, platform: platforms })
      .from(fraudIncidents)
      .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
      .where(and(eq(fraudIncidents.victimEmail, 'demo@example.com'), eq(fraudIncidents.status, 'recovery_available')));
    const applied = (row: (typeof available)[number]) =>
      applications.some((a) => a.platformName === row.platform.name && Number(a.lossAmount) === Number(row.incident.lossAmount));
    expect(available.filter(applied)).toHaveLength(1);
    expect(available.filter((row) => !applied(row)).length).toBeGreaterThan(0);
  });

  it('writes each document file to storage with the recorded size and SHA-256', async () => {
    const rows = await t.app.db.select().from(documents);
    expect(rows.map((d) => d.status).sort()).toEqual(['pending', 'rejected', 'verified']);
    expect(rows.find((d) => d.status === 'rejected')?.rejectionReason).toBeTruthy();
    for (const doc of rows) {
      expect(doc.storageKey).toMatch(/^demo\/[0-9a-f-]{36}\.(pdf|png)$/);
      expect(await sha256Of(doc.storageKey)).toBe(doc.sha256);
      const head = (await text(await storage.read(doc.storageKey))).slice(0, 5);
      expect(doc.mimeType === 'application/pdf' ? head : head.slice(1, 4)).toBe(doc.mimeType === 'application/pdf' ? '%PDF-' : 'PNG');
    }
  });

  it('adds a conversation between the victim and a demo case manager, plus money trails', async () => {
    const rows = await t.app.db.select().from(messages);
    expect(rows.some((m) => m.senderType === 'user' && m.sender === 'demo@example.com' && m.recipient === 'Case Manager')).toBe(true);
    expect(rows.some((m) => m.senderType === 'staff' && m.sender.includes('(demo staff)'))).toBe(true);
    const trails = await t.app.db.select().from(moneyTrails).where(gt(moneyTrails.amount, '0'));
    expect(new Set(trails.map((m) => m.status))).toEqual(new Set(['verified', 'suspicious', 'recovered']));
  });

  it('does nothing the second time when only loading an empty database', async () => {
    const before = await t.app.db.select({ id: fraudIncidents.id }).from(fraudIncidents);
    expect(await seedDemoData({ db: t.app.db, storage, onlyIfEmpty: true, dataEncryptionKey: t.config.dataEncryptionKey })).toBeNull();
    expect(await t.app.db.select({ id: fraudIncidents.id }).from(fraudIncidents)).toHaveLength(before.length);
  });

  it('refuses an explicit load while demo data is present', async () => {
    await expect(seedDemoData({ db: t.app.db, storage, onlyIfEmpty: false, dataEncryptionKey: t.config.dataEncryptionKey })).rejects.toBeInstanceOf(DemoDataError);
  });
});

describe('removeDemoData', () => {
  it('removes demo rows and files but keeps real rows, then a reload works', async () => {
    const keys = (await t.app.db.select({ key: documents.storageKey }).from(documents)).map((d) => d.key);
    const [realPlatform] = await t.app.db
      .insert(platforms)
      .values({ name: 'A real report target', type: 'E-commerce' })
      .returning();
    const [realIncident] = await t.app.db
      .insert(fraudIncidents)
      .values({ platformId: realPlatform!.id, victimEmail: 'someone@example.org', incidentDate: '2026-01-02', lossAmount: '10.00' })
      .returning();

    const result = await removeDemoData({ db: t.app.db, storage });
    expect(result.files).toBe(keys.length);
    expect(result.keptPlatforms).toEqual([]);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    for (const table of [platforms, fraudIncidents, recoveryApplications, userProfiles, messages, documents, moneyTrails, payoutRequests]) {
      expect(await t.app.db.select().from(table).where(eq(table.isDemo, true))).toEqual([]);
    }
    expect(await t.app.db.select().from(fraudIncidents)).toEqual([realIncident]);
    expect(await t.app.db.select({ id: platforms.id }).from(platforms)).toEqual([{ id: realPlatform!.id }]);

    // Not empty any more, so only an explicit load brings the demo back; the admin now exists.
    expect(await seedDemoData({ db: t.app.db, storage, onlyIfEmpty: true, dataEncryptionKey: t.config.dataEncryptionKey })).toBeNull();
    const again = await seedDemoData({ db: t.app.db, storage, onlyIfEmpty: false, dataEncryptionKey: t.config.dataEncryptionKey });
    expect(again).toMatchObject({ adminUsername: 'admin', adminPassword: null });
  });

  it('keeps a demo platform that a real report points at, and unmarks it', async () => {
    const [coinHarbor] = await t.app.db.select().from(platforms).where(eq(platforms.name, 'CoinHarbor Exchange'));
    await t.app.db
      .insert(fraudIncidents)
      .values({ platformId: coinHarbor!.id, victimEmail: 'real@example.org', incidentDate: '2026-01-03', lossAmount: '99.00' });
    const result = await removeDemoData({ db: t.app.db, storage });
    expect(result.keptPlatforms).toEqual(['CoinHarbor Exchange']);
    const [kept] = await t.app.db.select().from(platforms).where(eq(platforms.id, coinHarbor!.id));
    expect(kept?.isDemo).toBe(false);
    await expect(seedDemoData({ db: t.app.db, storage, onlyIfEmpty: false, dataEncryptionKey: t.config.dataEncryptionKey })).rejects.toThrow(/CoinHarbor Exchange/);
  });
});

describe('seedDemoData failure', () => {
  it('rolls back the rows and removes files already written when storage fails', async () => {
    await withTestApp({}, async (fresh) => {
      const disk = createLocalDiskStorage(join(fresh.dataDir, 'uploads'));
      const written: string[] = [];
      const failing: FileStorage = {
        ...disk,
        put: async (key, data) => {
          if (written.length === 1) throw new Error('disk full');
          await disk.put(key, data);
          written.push(key);
        },
      };
      await expect(seedDemoData({ db: fresh.app.db, storage: failing, onlyIfEmpty: true, dataEncryptionKey: t.config.dataEncryptionKey })).rejects.toThrow('disk full');
      expect(written).toHaveLength(1);
      expect(await disk.exists(written[0]!)).toBe(false);
      expect(await fresh.app.db.select().from(fraudIncidents)).toEqual([]);
      expect(await fresh.app.db.select().from(staffUsers)).toEqual([]);
    });
  });
});

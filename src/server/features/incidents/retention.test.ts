import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, caseStaff, documents, fraudIncidents, messages, moneyTrails, reportRetention } from '../../kernel/db/schema/index';
import { queueNames } from '../../kernel/jobs/job-runner';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff } from '../../test/fixtures';
import { waitUntil } from '../../test/wait-until';
import { stagingKeyOf } from '../../kernel/uploads/ingest-files';
import { sweepStorage } from '../../kernel/uploads/sweep-storage';
import { samplePdf } from '../../test/sample-files';
import { setSettingValue } from '../settings/queries';
import { purgeUnconfirmedReports } from './purge-unconfirmed-reports';

// Issue 22 §2: unconfirmed reports (D18) and their files are removed after the retention period
// (setting, default 30 days) by a nightly job; staff can keep one; crashes leave no file behind.

const DAY = 24 * 60 * 60 * 1000;
const t = testAppForSuite();

/** A report with one stored evidence file, `ageDays` old; unconfirmed unless said otherwise. */
async function reportWithFile(ageDays: number, options: { confirmed?: boolean } = {}) {
  const createdAt = new Date(Date.now() - ageDays * DAY);
  const incident = await createIncident(t.app, {
    victimEmail: `retention-${randomUUID()}@example.com`,
    createdAt,
    ...(options.confirmed ? {} : { confirmedAt: null, confirmedVia: null }),
  });
  const storageKey = `evidence/${randomUUID()}.pdf`;
  const data = samplePdf(2048);
  await t.app.storage.put(storageKey, data);
  await t.app.db.insert(documents).values({
    filename: 'proof.pdf',
    storageKey,
    mimeType: 'application/pdf',
    sizeBytes: data.length,
    sha256: 'x',
    userEmail: incident.victimEmail,
    category: 'evidence',
    recoveryId: incident.id,
  });
  return { id: incident.id, storageKey, size: data.length };
}

const exists = async (id: number) => (await t.app.db.select({ id: fraudIncidents.id }).from(fraudIncidents).where(eq(fraudIncidents.id, id))).length === 1;

function logSpy() {
  const lines: { obj: object; msg: string }[] = [];
  return { lines, log: { info: (obj: object, msg: string) => lines.push({ obj, msg }), error: (obj: object, msg: string) => lines.push({ obj, msg }) } };
}

describe('purging unconfirmed reports', () => {
  it('removes unconfirmed reports and their files past the period; keeps recent, confirmed and kept ones; logs what went', async () => {
    const old = await reportWithFile(31);
    const recent = await reportWithFile(29);
    const confirmed = await reportWithFile(400, { confirmed: true });
    const kept = await reportWithFile(60);
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${kept.id}/keep`, headers: caseworker.headers })).statusCode).toBe(200);

    const spy = logSpy();
    const result = await purgeUnconfirmedReports({ db: t.app.db, storage: t.app.storage, clock: () => new Date(), log: spy.log });

    expect(await exists(old.id)).toBe(false);
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, old.id))).toEqual([]);
    expect(await t.app.storage.exists(old.storageKey)).toBe(false);
    for (const survivor of [recent, confirmed, kept]) {
      expect(await exists(survivor.id)).toBe(true);
      expect(await t.app.storage.exists(survivor.storageKey)).toBe(true);
    }
    expect(result).toEqual({ reports: 1, files: 1, bytes: old.size, retentionDays: 30 });
    expect(spy.lines.at(-1)!.msg).toBe(`retention: removed 1 unconfirmed reports with 1 files (${old.size} bytes)`);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'incident.purge'), eq(auditLog.entityId, String(old.id))));
    expect(audit).toMatchObject({ actorType: 'system', actorLabel: 'retention', before: { files: 1, bytes: old.size } });
  });

  it('leaves alone an unconfirmed report staff have worked on: money trail, case staff, staff message, status, staff audit row', async () => {
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    const withTrail = await reportWithFile(40);
    // A mule account staff recorded: the payout check refuses it only while the trail exists.
    await t.app.db.insert(moneyTrails).values({
      incidentId: withTrail.id, transactionType: 'transfer', amount: '900.00', currency: 'EUR', toAccount: 'GB33 BUKB 2020 1555 5555 55', transactionDate: new Date('2026-01-10T10:00:00Z'),
    });
    const withStaff = await reportWithFile(40);
    await t.app.db.insert(caseStaff).values({ incidentId: withStaff.id, adminUserId: caseworker.admin.id });
    const withStaffMessage = await reportWithFile(40);
    await t.app.db.insert(messages).values({
      recoveryId: withStaffMessage.id, sender: 'staff@example.org', recipient: 'victim@example.org', content: 'We are looking into this.', senderType: 'staff', staffAdminId: caseworker.admin.id,
    });
    const movedOn = await reportWithFile(40);
    await t.app.db.update(fraudIncidents).set({ status: 'under_review' }).where(eq(fraudIncidents.id, movedOn.id));
    const edited = await reportWithFile(40);
    await t.app.db.insert(auditLog).values({
      actorType: 'admin', actorId: String(caseworker.admin.id), actorRole: 'caseworker', action: 'incident.update', entityType: 'fraud_incident', entityId: String(edited.id),
    });
    // Not staff's work: a message from the reporter, a system row. This one still goes.
    const untouched = await reportWithFile(40);
    await t.app.db.insert(messages).values({ recoveryId: untouched.id, sender: 'victim@example.org', recipient: 'staff', content: 'Hello?', senderType: 'user' });
    await t.app.db.insert(auditLog).values({ actorType: 'system', actorLabel: 'alerts', action: 'incident.alert', entityType: 'fraud_incident', entityId: String(untouched.id) });
    // The incident page says so: no removal day for a report staff have worked on.
    const retentionOf = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${id}/retention`, headers: caseworker.headers })).json();
    expect(await retentionOf(withTrail.id)).toMatchObject({ confirmed: false, keptAt: null, removalDue: null });
    expect(await retentionOf(edited.id)).toMatchObject({ removalDue: null });
    expect((await retentionOf(untouched.id)).removalDue).toEqual(expect.any(String));

    await purgeUnconfirmedReports({ db: t.app.db, storage: t.app.storage, clock: () => new Date(), log: logSpy().log });

    for (const survivor of [withTrail, withStaff, withStaffMessage, movedOn, edited]) {
      expect(await exists(survivor.id), `report ${survivor.id}`).toBe(true);
      expect(await t.app.storage.exists(survivor.storageKey)).toBe(true);
    }
    expect(await t.app.db.select({ toAccount: moneyTrails.toAccount }).from(moneyTrails).where(eq(moneyTrails.incidentId, withTrail.id))).toEqual([
      { toAccount: 'GB33 BUKB 2020 1555 5555 55' },
    ]);
    expect(await exists(untouched.id)).toBe(false);
    expect(await t.app.storage.exists(untouched.storageKey)).toBe(false);
  });

  it('follows the retention setting', async () => {
    const twoDays = await reportWithFile(2);
    await setSettingValue(t.app.db, 'unconfirmed_report_retention_days', '1');
    try {
      const result = await purgeUnconfirmedReports({ db: t.app.db, storage: t.app.storage, clock: () => new Date(), log: logSpy().log });
      expect(result.reports).toBeGreaterThanOrEqual(1);
      expect(await exists(twoDays.id)).toBe(false);
      expect(await t.app.storage.exists(twoDays.storageKey)).toBe(false);
    } finally {
      await setSettingValue(t.app.db, 'unconfirmed_report_retention_days', '30');
    }
  });

  it('runs as the retention job on the job runner', async () => {
    const old = await reportWithFile(45);
    await t.app.jobs.send(t.app.db, queueNames.retention, {});
    t.app.jobs.wake(queueNames.retention);
    await waitUntil('the retention job to remove the old report', async () => !(await exists(old.id)), 60_000);
    // The file goes after the rows' transaction commits: a moment later, not at the same instant.
    await waitUntil("the retention job to remove the old report's file", async () => !(await t.app.storage.exists(old.storageKey)), 10_000);
  }, 90_000);
});

describe('keeping an unconfirmed report', () => {
  it('is an audited staff action, once, that the retention view reports; confirmed or missing reports refuse it', async () => {
    const report = await reportWithFile(3);
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    const before = await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${report.id}/retention`, headers: caseworker.headers });
    expect(before.json()).toMatchObject({ incidentId: report.id, confirmed: false, retentionDays: 30, keptAt: null });
    expect(new Date(before.json().removalDue).getTime()).toBeGreaterThan(Date.now() + 26 * DAY);

    const kept = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${report.id}/keep`, headers: caseworker.headers });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ keptAt: expect.any(String), removalDue: null });
    const [row] = await t.app.db.select().from(reportRetention).where(eq(reportRetention.incidentId, report.id));
    expect(row!.keptByAdminId).toBe(caseworker.admin.id);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${report.id}/keep`, headers: caseworker.headers });
    expect(again.statusCode).toBe(200);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'incident.keep'), eq(auditLog.entityId, String(report.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'admin', actorId: String(caseworker.admin.id), actorRole: 'caseworker', before: { keptAt: null } });

    const confirmed = await reportWithFile(3, { confirmed: true });
    const refused = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${confirmed.id}/keep`, headers: caseworker.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REPORT_ALREADY_CONFIRMED');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/incidents/999999/keep', headers: caseworker.headers });
    expect(missing.statusCode).toBe(404);
    expect(await t.app.db.select().from(reportRetention).where(inArray(reportRetention.incidentId, [confirmed.id, 999999]))).toEqual([]);
  });
});

describe('the storage sweep', () => {
  const age = async (key: string, ms: number) => {
    const when = new Date(Date.now() - ms);
    await utimes(join(t.dataDir, 'uploads', key), when, when);
  };

  it('finishes a commit a crash interrupted, removes abandoned staged files and files no row names', async () => {
    // A row committed, then the process died before the file moved out of staging.
    const committed = await reportWithFile(1);
    await t.app.storage.move(committed.storageKey, stagingKeyOf(committed.storageKey));
    await age(stagingKeyOf(committed.storageKey), 2 * 60 * 60 * 1000);
    // A request that died before its rows: staged, never named.
    const abandoned = stagingKeyOf(`evidence/${randomUUID()}.pdf`);
    await t.app.storage.put(abandoned, samplePdf());
    await age(abandoned, 2 * 60 * 60 * 1000);
    // An upload in progress right now: staged a moment ago.
    const inProgress = stagingKeyOf(`evidence/${randomUUID()}.pdf`);
    await t.app.storage.put(inProgress, samplePdf());
    // A file whose row went while its removal failed, and a fresh one (its row may be on its way).
    const orphan = `evidence/${randomUUID()}.pdf`;
    await t.app.storage.put(orphan, samplePdf());
    await age(orphan, 2 * DAY);
    const freshOrphan = `cases/${randomUUID()}.pdf`;
    await t.app.storage.put(freshOrphan, samplePdf());
    const named = await reportWithFile(1);
    await age(named.storageKey, 2 * DAY);

    const result = await sweepStorage({ db: t.app.db, storage: t.app.storage, clock: () => new Date(), log: logSpy().log });

    expect(await t.app.storage.exists(committed.storageKey)).toBe(true);
    expect(await t.app.storage.exists(stagingKeyOf(committed.storageKey))).toBe(false);
    expect(await t.app.storage.exists(abandoned)).toBe(false);
    expect(await t.app.storage.exists(inProgress)).toBe(true);
    expect(await t.app.storage.exists(orphan)).toBe(false);
    expect(await t.app.storage.exists(freshOrphan)).toBe(true);
    expect(await t.app.storage.exists(named.storageKey)).toBe(true);
    expect(result).toEqual({ committed: 1, removedStaged: 1, removedOrphans: 1 });
  });
});

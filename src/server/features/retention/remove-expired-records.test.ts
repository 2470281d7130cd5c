import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, reportSubmissions, sessions, verificationTokens } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { queueNames } from '../../kernel/jobs/job-runner';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { setSettingValue } from '../settings/queries';
import { removeExpiredRecords } from './remove-expired-records';

// No workers: the test's own jobs stay as it leaves them.
const t = testAppForSuite({ worker: false });
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const daysAhead = (days: number) => daysAgo(-days);
const quiet = { info: () => undefined };
const pass = () => removeExpiredRecords({ db: t.app.db, jobs: t.app.jobs, clock: () => now, log: quiet });

async function mailRow(status: 'queued' | 'sent' | 'failed' | 'cancelled', at: Date) {
  const [row] = await t.app.db
    .insert(mailOutbox)
    .values({ kind: 'verification', recipient: `${randomUUID()}@example.org`, subject: 'Hello', status, createdAt: at, sentAt: status === 'sent' ? at : null, failedAt: status === 'failed' ? at : null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

async function sessionRow(owner: { userProfileId?: number; adminUserId?: number }, values: Partial<typeof sessions.$inferInsert>) {
  const [row] = await t.app.db
    .insert(sessions)
    .values({ tokenHash: randomUUID(), kind: owner.adminUserId ? 'admin' : 'victim', expiresAt: daysAhead(10), ...owner, ...values })
    .returning({ id: sessions.id });
  return row!.id;
}

async function linkRow(values: Partial<typeof verificationTokens.$inferInsert>) {
  const [row] = await t.app.db
    .insert(verificationTokens)
    .values({ email: 'link@example.org', tokenHash: randomUUID(), expiresAt: daysAhead(1), ...values })
    .returning({ id: verificationTokens.id });
  return row!.id;
}

/** A job of the alert-check queue, finished `finishedDaysAgo` days ago, or still waiting. */
async function jobRow(finishedDaysAgo?: number) {
  const id = await t.app.jobs.boss.send(queueNames.alertsCheck, { ruleId: Math.floor(Math.random() * 1e9) });
  if (finishedDaysAgo !== undefined) {
    await t.app.db.execute(sql`update pgboss.job set state = 'completed', completed_on = ${daysAgo(finishedDaysAgo).toISOString()} where id = ${id}`);
  }
  return id!;
}

const remaining = async (table: typeof mailOutbox | typeof sessions | typeof verificationTokens, ids: number[]) =>
  (await t.app.db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort((a, b) => a - b);
const jobsLeft = async (ids: string[]) =>
  (await selectRows<{ id: string }>(t.app.db, sql`select id from pgboss.job where id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`)).map((r) => r.id);

describe('the nightly removal of expired records', () => {
  it('removes each kind past its setting, keeps what is newer or still in use, and audits the counts', async () => {
    const staff = await createStaff(t.app);
    const victim = await createVictim(t.app);

    const oldSent = await mailRow('sent', daysAgo(100));
    const oldFailed = await mailRow('failed', daysAgo(100));
    const recentSent = await mailRow('sent', daysAgo(10));
    const stillWaiting = await mailRow('queued', daysAgo(200));

    const expired = await sessionRow({ userProfileId: victim.profile.id }, { expiresAt: daysAgo(40) });
    const signedOut = await sessionRow({ userProfileId: victim.profile.id }, { revokedAt: daysAgo(40) });
    const staffIdle = await sessionRow({ adminUserId: staff.admin.id }, { lastSeenAt: daysAgo(40) });
    const victimLive = await sessionRow({ userProfileId: victim.profile.id }, { lastSeenAt: daysAgo(40), expiresAt: daysAhead(5) });
    const recentlyEnded = await sessionRow({ userProfileId: victim.profile.id }, { expiresAt: daysAgo(5) });

    const expiredLink = await linkRow({ expiresAt: daysAgo(40) });
    const usedLink = await linkRow({ isUsed: true, usedAt: daysAgo(40), expiresAt: daysAhead(1) });
    const liveLink = await linkRow({});

    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    const oldKey = randomUUID();
    const newKey = randomUUID();
    await t.app.db.insert(reportSubmissions).values([
      { key: oldKey, incidentId: incident.id, createdAt: daysAgo(8) },
      { key: newKey, incidentId: incident.id, createdAt: daysAgo(6) },
    ]);

    const oldJob = await jobRow(10);
    const recentJob = await jobRow(2);
    const waitingJob = await jobRow();

    const [oldAudit] = await t.app.db
      .insert(auditLog)
      .values({ actorType: 'system', action: 'test.old', entityType: 'test', createdAt: daysAgo(2600) })
      .returning({ id: auditLog.id });
    const [keptAudit] = await t.app.db
      .insert(auditLog)
      .values({ actorType: 'system', action: 'test.kept', entityType: 'test', createdAt: daysAgo(400) })
      .returning({ id: auditLog.id });

    const removed = await pass();
    expect(removed).toMatchObject({
      sentMail: 2,
      emailLinks: 2,
      reportKeys: 1,
      finishedJobs: 1,
      auditRows: 1,
      days: { sentMail: 90, endedSignIns: 30, finishedJobs: 7, audit: 2555 },
    });
    // The fixtures' own sessions are live; only the three this test ended go.
    expect(removed.endedSignIns).toBe(3);

    expect(await remaining(mailOutbox, [oldSent, oldFailed, recentSent, stillWaiting])).toEqual([recentSent, stillWaiting].sort((a, b) => a - b));
    expect(await remaining(sessions, [expired, signedOut, staffIdle, victimLive, recentlyEnded])).toEqual([victimLive, recentlyEnded].sort((a, b) => a - b));
    expect(await remaining(verificationTokens, [expiredLink, usedLink, liveLink])).toEqual([liveLink]);
    expect((await jobsLeft([oldJob, recentJob, waitingJob])).sort()).toEqual([recentJob, waitingJob].sort());
    const keys = await t.app.db.select({ key: reportSubmissions.key }).from(reportSubmissions).where(inArray(reportSubmissions.key, [oldKey, newKey]));
    expect(keys).toEqual([{ key: newKey }]);
    const audits = await t.app.db.select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, [oldAudit!.id, keptAudit!.id]));
    expect(audits.map((row) => row.id)).toEqual([keptAudit!.id]);

    // The pass says what it removed: counts, never what the rows held.
    const [record] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'retention.records_removed'));
    expect(record).toMatchObject({ actorType: 'system', actorLabel: 'retention', after: removed });

    // Nothing is left to remove: a second pass removes nothing.
    expect(await pass()).toMatchObject({ sentMail: 0, endedSignIns: 0, emailLinks: 0, reportKeys: 0, finishedJobs: 0, auditRows: 0 });
  });

  it('follows a changed setting, and tells pg-boss how long to keep the jobs it finishes', async () => {
    const tenDaysOld = await mailRow('sent', daysAgo(10));
    const job = await jobRow(2);
    await setSettingValue(t.app.db, 'sent_mail_retention_days', '7');
    await setSettingValue(t.app.db, 'finished_jobs_retention_days', '1');
    try {
      // Another test's rows of the same age may go too: this one's are what it checks.
      const removed = await pass();
      expect(removed.days).toMatchObject({ sentMail: 7, finishedJobs: 1 });
      expect(await remaining(mailOutbox, [tenDaysOld])).toEqual([]);
      expect(await jobsLeft([job])).toEqual([]);
      expect((await t.app.jobs.boss.getQueue(queueNames.mail))?.deleteAfterSeconds).toBe(24 * 3600);
    } finally {
      await setSettingValue(t.app.db, 'sent_mail_retention_days', '90');
      await setSettingValue(t.app.db, 'finished_jobs_retention_days', '7');
    }
  });
});

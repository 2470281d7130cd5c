import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { documents, fraudIncidents, reportRetention } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createVictim } from '../../test/fixtures';
import { samplePdf } from '../../test/sample-files';
import { setSettingValue } from '../settings/queries';
import { ACCOUNT_BUDGET_MESSAGE, CLIENT_BUDGET_MESSAGE, reportClientKey, TOTAL_BUDGET_MESSAGE } from './evidence-budget';
import { countRows, listStoredFiles, postReport, reportForm, validReport, type UploadFile } from '../../test/report-form';

// Issue 22 §2: evidence attached to unconfirmed reports (D18) is bounded per sender in a day and
// in total, counted from the database; past a bound the report is refused and nothing is kept.

const KB = 1024;
const pdfOf = (bytes: number, name = 'statement.pdf'): UploadFile => ({ name, data: samplePdf(bytes), type: 'application/pdf' });

const t = testAppForSuite();
beforeEach(async () => {
  await setSettingValue(t.app.db, 'unconfirmed_evidence_mb_per_client', '1');
  await setSettingValue(t.app.db, 'unconfirmed_evidence_total_gb', '5');
  await setSettingValue(t.app.db, 'report_evidence_mb_per_account', '500');
});

async function expectRefusedAndNothingKept(send: () => ReturnType<typeof postReport>, message: string) {
  const [rowsBefore, filesBefore] = [await countRows(t.app), await listStoredFiles(t.dataDir)];
  const res = await send();
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ code: 'RATE_LIMITED', message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(await countRows(t.app)).toEqual(rowsBefore);
  expect(await listStoredFiles(t.dataDir)).toEqual(filesBefore);
}

describe('evidence budget per sender', () => {
  it('refuses a sender past its budget, keeps nothing, and leaves other senders and file-less reports alone', async () => {
    const first = await postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.10');
    expect(first.statusCode, first.body).toBe(201);
    const [retention] = await t.app.db.select().from(reportRetention).where(eq(reportRetention.incidentId, first.json().incident.id));
    // The address itself is never stored, only a key that matches the same sender again.
    expect(retention!.clientKey).toBe(reportClientKey('203.0.113.10', t.config.sessionSecret));
    expect(retention!.clientKey).not.toContain('203.0.113.10');

    await expectRefusedAndNothingKept(() => postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.10'), CLIENT_BUDGET_MESSAGE);
    expect((await postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.11')).statusCode).toBe(201);
    expect((await postReport(t.app, reportForm(validReport()), '203.0.113.10')).statusCode).toBe(201);

  });

  it('still counts a report once it is confirmed: the sender gets no room back by confirming from a mailbox of their own', async () => {
    const first = await postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.15');
    expect(first.statusCode, first.body).toBe(201);
    await t.app.db.update(fraudIncidents).set({ confirmedAt: new Date(), confirmedVia: 'email_link' }).where(eq(fraudIncidents.id, first.json().incident.id));
    await expectRefusedAndNothingKept(() => postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.15'), CLIENT_BUDGET_MESSAGE);
  });

  it('stops one upload that brings more than the budget while it arrives, keeping none of its files', async () => {
    await expectRefusedAndNothingKept(
      () => postReport(t.app, reportForm(validReport(), [pdfOf(400 * KB, 'a.pdf'), pdfOf(400 * KB, 'b.pdf'), pdfOf(400 * KB, 'c.pdf')]), '203.0.113.20'),
      CLIENT_BUDGET_MESSAGE,
    );
  });

  it('counts only the last 24 hours', async () => {
    const old = await postReport(t.app, reportForm(validReport(), [pdfOf(900 * KB)]), '203.0.113.30');
    expect(old.statusCode).toBe(201);
    await t.app.db
      .update(reportRetention)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(reportRetention.incidentId, old.json().incident.id));
    expect((await postReport(t.app, reportForm(validReport(), [pdfOf(900 * KB)]), '203.0.113.30')).statusCode).toBe(201);
  });

  it('lets two reports from one sender at once pass together only what one budget holds', async () => {
    const send = () => postReport(t.app, reportForm(validReport(), [pdfOf(600 * KB)]), '203.0.113.40');
    const statuses = (await Promise.all([send(), send()])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 429]);
  });

  it('does not count a report made while signed in as its own address against the sender, and counts one made for someone else', async () => {
    const victim = await createVictim(t.app);
    const own = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/report-incident',
        payload: reportForm(validReport({ victimEmail: victim.profile.email }), [pdfOf(700 * KB)]),
        cookies: victim.cookies,
        remoteAddress: '203.0.113.50',
      });
    expect((await own()).statusCode).toBe(201);
    expect((await own()).statusCode).toBe(201);
    const forOther = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/report-incident',
        payload: reportForm(validReport({ victimEmail: 'someone.else@example.com' }), [pdfOf(700 * KB)]),
        cookies: victim.cookies,
        remoteAddress: '203.0.113.50',
      });
    expect((await forOther()).statusCode).toBe(201);
    await expectRefusedAndNothingKept(forOther, CLIENT_BUDGET_MESSAGE);
  });
});

describe('evidence budget per signed-in account', () => {
  const ownReport = (victim: Awaited<ReturnType<typeof createVictim>>, files: UploadFile[], remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/report-incident',
      payload: reportForm(validReport({ victimEmail: victim.profile.email }), files),
      cookies: victim.cookies,
      remoteAddress,
    });

  it("bounds a signed-in victim's own reports in a day, whatever client they come from, and leaves other accounts and file-less reports alone", async () => {
    await setSettingValue(t.app.db, 'report_evidence_mb_per_account', '1');
    const victim = await createVictim(t.app);
    const first = await ownReport(victim, [pdfOf(700 * KB)], '203.0.113.70');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().confirmation).toBe('confirmed');
    // Signed-in reports used to have no bound at all: confirmed at once and never purged.
    await expectRefusedAndNothingKept(() => ownReport(victim, [pdfOf(700 * KB)], '203.0.113.71'), ACCOUNT_BUDGET_MESSAGE);
    expect((await ownReport(victim, [], '203.0.113.72')).statusCode).toBe(201);
    const other = await createVictim(t.app);
    expect((await ownReport(other, [pdfOf(700 * KB)], '203.0.113.70')).statusCode).toBe(201);

    // A day later the room is back.
    await t.app.db
      .update(fraudIncidents)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(fraudIncidents.id, first.json().incident.id));
    expect((await ownReport(victim, [pdfOf(700 * KB)], '203.0.113.73')).statusCode).toBe(201);
  });

  it('stops one signed-in upload that brings more than the account has left, keeping none of its files', async () => {
    await setSettingValue(t.app.db, 'report_evidence_mb_per_account', '1');
    const victim = await createVictim(t.app);
    await expectRefusedAndNothingKept(
      () => ownReport(victim, [pdfOf(400 * KB, 'a.pdf'), pdfOf(400 * KB, 'b.pdf'), pdfOf(400 * KB, 'c.pdf')], '203.0.113.74'),
      ACCOUNT_BUDGET_MESSAGE,
    );
  });

  it('lets two signed-in reports at once pass together only what the account holds', async () => {
    await setSettingValue(t.app.db, 'report_evidence_mb_per_account', '1');
    const victim = await createVictim(t.app);
    const statuses = (await Promise.all([ownReport(victim, [pdfOf(600 * KB)], '203.0.113.75'), ownReport(victim, [pdfOf(600 * KB)], '203.0.113.76')]))
      .map((res) => res.statusCode)
      .sort();
    expect(statuses).toEqual([201, 429]);
  });
});

describe('evidence budget in total', () => {
  it('refuses files for unconfirmed reports once all of them hold the total, but still takes a report without files', async () => {
    await setSettingValue(t.app.db, 'unconfirmed_evidence_total_gb', '1');
    await setSettingValue(t.app.db, 'unconfirmed_evidence_mb_per_client', '1000');
    const waiting = await createIncident(t.app, { victimEmail: 'planted@example.com', confirmedAt: null, confirmedVia: null });
    await t.app.db.insert(reportRetention).values({ incidentId: waiting.id, clientKey: 'another sender' });
    // A row standing for 1 GB of stored evidence: the budget reads sizes from the database.
    await t.app.db.insert(documents).values({
      filename: 'big.pdf',
      storageKey: `evidence/budget-${waiting.id}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 1024 * 1024 * 1024,
      sha256: 'x',
      userEmail: 'planted@example.com',
      category: 'evidence',
      recoveryId: waiting.id,
    });
    try {
      await expectRefusedAndNothingKept(() => postReport(t.app, reportForm(validReport(), [pdfOf(10 * KB)]), '203.0.113.60'), TOTAL_BUDGET_MESSAGE);
      expect((await postReport(t.app, reportForm(validReport()), '203.0.113.60')).statusCode).toBe(201);
    } finally {
      await t.app.db.delete(fraudIncidents).where(eq(fraudIncidents.id, waiting.id));
    }
  });
});

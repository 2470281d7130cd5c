import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BellPage, MyWork, MyWorkCounts } from '@shared/work/schema';
import { alertEvents, automatedAlerts, fraudIncidents, recoveryApplications } from '../../kernel/db/schema/index';
import { documentsForm } from '../../test/documents-form';
import { recordAudit } from '../audit/record-audit';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { postReport, reportForm, validReport } from '../../test/report-form';
import { samplePdf } from '../../test/sample-files';
import { testAppForSuite } from '../../test/suite-app';

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let robin: Awaited<ReturnType<typeof createStaff>>;
let sam: Awaited<ReturnType<typeof createStaff>>;
type Staff = typeof admin;

beforeAll(async () => {
  [admin, robin, sam] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' }), createStaff(t.app, { role: 'caseworker' })]);
});

const reference = (id: number) => `FR-${String(id).padStart(6, '0')}`;
const bell = async (who: Staff) => {
  const res = await t.app.inject({ url: '/api/admin/bell?pageSize=50', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<BellPage>();
};
const bellMessages = async (who: Staff) => (await bell(who)).items.map((item) => item.message);
const unread = async (who: Staff) => (await t.app.inject({ url: '/api/admin/bell/unread', headers: who.headers })).json<{ unread: number }>().unread;
const myWork = async (who: Staff) => {
  const res = await t.app.inject({ url: '/api/admin/my-work?limit=50', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json<MyWork>();
};
const take = (incidentId: number, who: Staff) => t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff`, headers: who.headers, payload: {} });
const assign = (incidentId: number, adminId: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/staff`, headers: admin.headers, payload: { adminId } });

/** A confirmed case of a signed-in victim, with ways for the victim to act on it. */
async function victimCase() {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: { totalLoss: '900.00', recoveredAmount: '500.00', transactions: [] } });
  const write = (recipient = 'Case Manager') =>
    t.app.inject({ method: 'POST', url: '/api/messages', cookies: victim.cookies, payload: { recoveryId: incident.id, recipient, content: 'I found another receipt.' } });
  const upload = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/documents',
      cookies: victim.cookies,
      payload: documentsForm({ category: 'financial', recoveryId: String(incident.id) }, [{ name: 'receipt.pdf', data: samplePdf() }]),
    });
  const requestPayout = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: victim.cookies,
      payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'Own bank, account 55501234' },
    });
  return { victim, incident, write, upload, requestPayout };
}

describe('the bell', () => {
  it('tells every staff member of a new report and a new application, each once, with where to go', async () => {
    const report = await postReport(t.app, reportForm(validReport({ victimEmail: 'bell.report@example.com' })));
    expect(report.statusCode).toBe(201);
    const incidentId = Number(report.json().incident.id);
    const [application] = await t.app.db.insert(recoveryApplications).values({
      fullName: 'Bell Applicant', email: 'bell.applicant@example.com', phone: '+44 20 7946 0000', country: 'uk', platformName: 'Orbit', fraudType: 'cryptocurrency_fraud',
      lossAmount: '100.00', incidentDate: '2026-01-01', incidentDescription: 'x'.repeat(60), acceptTerms: true,
    }).returning();
    // Written as the application route writes its audit row.
    await t.app.db.transaction(async (tx) => {
      await recordAudit(tx, { actor: { type: 'victim', label: 'Not signed in' }, action: 'application.submitted', entity: { type: 'recovery_application', id: application!.id }, after: { incidentId: null } });
    });
    for (const who of [admin, robin, sam]) {
      const page = await bell(who);
      const reportItems = page.items.filter((item) => item.message === `New report ${reference(incidentId)}`);
      expect(reportItems, 'one item per report').toHaveLength(1);
      expect(reportItems[0]).toMatchObject({ kind: 'new_report', link: `/admin/incidents/${incidentId}`, unread: true });
      expect(page.items).toContainEqual(expect.objectContaining({ kind: 'new_application', link: `/admin/applications/${application!.id}` }));
    }
  });

  it("brings a victim's message, upload and payout request to the staff on the case only, and to everyone while nobody is on it", async () => {
    const onCase = await victimCase();
    await assign(onCase.incident.id, robin.admin.id);
    expect((await onCase.write()).statusCode).toBe(201);
    expect((await onCase.upload()).statusCode).toBe(201);
    expect((await onCase.requestPayout()).statusCode).toBe(201);
    const ref = reference(onCase.incident.id);
    const expected = [`Payout requested on ${ref}`, `New upload on ${ref}`, `New message from the victim on ${ref}`];
    expect((await bellMessages(robin)).filter((m) => m.endsWith(ref))).toEqual(expect.arrayContaining(expected));
    expect((await bellMessages(sam)).filter((m) => m.endsWith(ref))).toEqual([]);

    const nobodys = await victimCase();
    await nobodys.write();
    expect(await bellMessages(sam)).toContain(`New message from the victim on ${reference(nobodys.incident.id)}`);
    // A question to the automated help waits on nobody.
    const helped = await victimCase();
    await helped.write('Automated help');
    expect((await bellMessages(sam)).some((m) => m.endsWith(reference(helped.incident.id)))).toBe(false);
  });

  it('tells the new owner a case is theirs, and nobody of what they did themselves', async () => {
    const { incident } = await victimCase();
    await take(incident.id, robin);
    expect(await bellMessages(robin)).not.toContain(`${reference(incident.id)} is now yours`);
    await assign(incident.id, sam.admin.id);
    await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/staff/${sam.admin.id}/owner`, headers: admin.headers });
    expect(await bellMessages(sam)).toContain(`${reference(incident.id)} is now yours`);
    expect(await bellMessages(robin)).not.toContain(`${reference(incident.id)} is now yours`);
  });

  it('shows alert firings too, and counts what is unread until the staff member opens it', async () => {
    const [rule] = await t.app.db.insert(automatedAlerts).values({ name: 'Bell rule', triggerType: 'large_loss', conditions: { threshold: 1 }, isActive: false }).returning();
    await t.app.db.insert(alertEvents).values({ alertId: rule!.id, recordKey: 'bell-1', message: 'A large loss was reported', link: '/admin/incidents/1' });
    expect(await bellMessages(sam)).toContain('A large loss was reported');
    expect(await unread(sam)).toBeGreaterThan(0);
    const read = await t.app.inject({ method: 'POST', url: '/api/admin/bell/read', headers: sam.headers });
    expect(read.json()).toEqual({ unread: 0 });
    expect(await unread(sam)).toBe(0);
    expect((await bell(sam)).items.every((item) => !item.unread)).toBe(true);
    // Another staff member's count is their own.
    expect(await unread(robin)).toBeGreaterThan(0);
    // And a victim's new message makes it count again.
    const again = await victimCase();
    await again.write();
    expect(await unread(sam)).toBe(1);
  });

  it('is for staff only', async () => {
    const { victim } = await victimCase();
    expect((await t.app.inject({ url: '/api/admin/bell', cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/my-work' })).statusCode).toBe(401);
  });
});

describe('my work', () => {
  it('lists the cases I own, with their counts; a taken case leaves the unassigned queue', async () => {
    const { incident } = await victimCase();
    await t.app.db.update(fraudIncidents).set({ status: 'open' }).where(eq(fraudIncidents.id, incident.id));
    expect((await myWork(robin)).unassigned.map((c) => c.id)).toContain(incident.id);
    await take(incident.id, robin);
    const mine = await myWork(robin);
    expect(mine.mine.map((c) => c.id)).toContain(incident.id);
    expect(mine.mine.find((c) => c.id === incident.id)).toMatchObject({ reference: reference(incident.id), ownerName: robin.admin.displayName });
    expect(mine.counts.mine).toBe(mine.mine.length);
    expect(mine.unassigned.map((c) => c.id)).not.toContain(incident.id);
    expect((await myWork(sam)).mine.map((c) => c.id)).not.toContain(incident.id);
    const counts = (await t.app.inject({ url: '/api/admin/my-work/counts', headers: robin.headers })).json<MyWorkCounts>();
    expect(counts).toEqual(mine.counts);
  });

  it('names each case’s loss in its own currency, so euros are never read as dollars (issue 28)', async () => {
    const victim = await createVictim(t.app);
    const euros = await createIncident(t.app, { victimEmail: victim.profile.email, lossAmount: '7750.00', currency: 'EUR' });
    const dollars = await createIncident(t.app, { victimEmail: victim.profile.email, lossAmount: '120.00' });
    const owner = await createStaff(t.app, { role: 'caseworker' });
    for (const id of [euros.id, dollars.id]) expect((await take(id, owner)).statusCode).toBe(201);
    const mine = (await myWork(owner)).mine.map(({ id, lossAmount, currency }) => ({ id, lossAmount, currency }));
    expect(mine.sort((a, b) => a.id - b.id)).toEqual([
      { id: euros.id, lossAmount: '7750.00', currency: 'EUR' },
      { id: dollars.id, lossAmount: '120.00', currency: 'USD' },
    ]);
  });

  it('shows a case as waiting on us from the victim’s message until staff answer, and leaves out what others own', async () => {
    const waitingCase = await victimCase();
    await assign(waitingCase.incident.id, robin.admin.id);
    expect((await myWork(robin)).waiting.map((c) => c.id)).not.toContain(waitingCase.incident.id);
    await waitingCase.write();
    const waiting = (await myWork(robin)).waiting.find((c) => c.id === waitingCase.incident.id);
    expect(waiting?.awaitingStaffSince).toEqual(expect.any(String));
    // Robin's case is not Sam's to answer.
    expect((await myWork(sam)).waiting.map((c) => c.id)).not.toContain(waitingCase.incident.id);
    // A second message keeps the time of the first.
    await waitingCase.write();
    expect((await myWork(robin)).waiting.find((c) => c.id === waitingCase.incident.id)?.awaitingStaffSince).toBe(waiting!.awaitingStaffSince);
    // An internal note is not an answer; a reply is.
    const note = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${waitingCase.incident.id}/messages`, headers: robin.headers, payload: { content: 'Checking the bank', role: 'Case Manager', internal: true } });
    expect(note.statusCode).toBe(201);
    expect((await myWork(robin)).waiting.map((c) => c.id)).toContain(waitingCase.incident.id);
    const replied = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${waitingCase.incident.id}/messages`, headers: robin.headers, payload: { content: 'Thank you, we have it.', role: 'Case Manager' } });
    expect(replied.statusCode).toBe(201);
    expect((await myWork(robin)).waiting.map((c) => c.id)).not.toContain(waitingCase.incident.id);

    // An upload waits on us too, until staff decide on it; a case nobody owns waits on everyone.
    const uploaded = await victimCase();
    const res = await uploaded.upload();
    expect((await myWork(sam)).waiting.map((c) => c.id)).toContain(uploaded.incident.id);
    const documentId = res.json<{ id: number }[]>()[0]!.id;
    const review = await t.app.inject({ method: 'PUT', url: `/api/admin/documents/${documentId}`, headers: admin.headers, payload: { status: 'verified' } });
    expect(review.statusCode, review.body).toBe(200);
    expect((await myWork(sam)).waiting.map((c) => c.id)).not.toContain(uploaded.incident.id);

    // A payout request waits on us until staff decide on it.
    const requested = await victimCase();
    expect((await requested.requestPayout()).statusCode).toBe(201);
    expect((await myWork(sam)).waiting.map((c) => c.id)).toContain(requested.incident.id);
  });

  it('lists applications waiting for a decision, oldest first', async () => {
    const work = await myWork(sam);
    expect(work.applications.map((a) => a.fullName)).toContain('Bell Applicant');
    const times = work.applications.map((a) => a.submittedAt);
    expect([...times].sort()).toEqual(times);
    expect(work.counts.applications).toBeGreaterThanOrEqual(work.applications.length);
  });
});

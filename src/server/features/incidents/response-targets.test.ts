import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IncidentDetail, IncidentListPage } from '@shared/incidents/staff-schema';
import { fraudIncidents } from '../../kernel/db/schema/index';
import { documentsForm } from '../../test/documents-form';
import { createIncident, createVictim } from '../../test/fixtures';
import { samplePdf } from '../../test/sample-files';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const detail = async (id: number) => (await t.app.inject({ url: `/api/admin/incidents/${id}`, headers: t.caseworker.headers })).json<IncidentDetail>();
const listed = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/incidents?pageSize=100&${query}`, headers: t.caseworker.headers });
  expect(res.statusCode).toBe(200);
  return res.json<IncidentListPage>().items.map((row) => row.incident.id);
};
const setTarget = (key: string, value: string) => t.app.inject({ method: 'PUT', url: `/api/admin/settings/${key}`, headers: t.admin.headers, payload: { value } });

describe('response targets (issue 26)', () => {
  it('run a first-reply clock from the report, shown on the case and filtering the list as due soon or overdue', async () => {
    const late = await createIncident(t.app, { victimEmail: 'late@example.com', createdAt: hoursAgo(30) });
    const soon = await createIncident(t.app, { victimEmail: 'soon@example.com', createdAt: hoursAgo(20) });
    const fresh = await createIncident(t.app, { victimEmail: 'fresh@example.com', createdAt: hoursAgo(1) });
    const closed = await createIncident(t.app, { victimEmail: 'closed@example.com', createdAt: hoursAgo(30), status: 'closed' });

    expect((await detail(late.id)).clock).toMatchObject({ kind: 'first_reply', state: 'overdue' });
    expect((await detail(soon.id)).clock).toMatchObject({ kind: 'first_reply', state: 'due_soon' });
    expect((await detail(fresh.id)).clock).toMatchObject({ state: 'on_time' });
    expect((await detail(closed.id)).clock).toBeNull();

    const overdue = await listed('due=overdue');
    expect(overdue).toContain(late.id);
    expect(overdue).not.toContain(soon.id);
    expect(overdue).not.toContain(closed.id);
    const dueSoon = await listed('due=soon');
    expect(dueSoon).toContain(soon.id);
    expect(dueSoon).not.toContain(late.id);
    expect(dueSoon).not.toContain(fresh.id);
    expect((await t.app.inject({ url: '/api/admin/incidents?due=later', headers: t.admin.headers })).statusCode).toBe(400);

    const counts = (await t.app.inject({ url: '/api/admin/incidents/response-clocks', headers: t.caseworker.headers })).json();
    expect(counts.targets).toEqual({ first_reply: 24, next_reply: 48, document_review: 72 });
    // The overview's counts are the list's filters, counted.
    expect(counts.overdue).toBe((await listed('due=overdue')).length);
    expect(counts.dueSoon).toBe((await listed('due=soon')).length);
    expect(counts.overdue).toBeGreaterThan(0);
  });

  it("pauses once staff answer, and runs again from the victim's message (reply target) or upload (review target)", async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email, createdAt: hoursAgo(30) });
    const reply = await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/messages`, headers: t.caseworker.headers, payload: { content: 'We have your report.', role: 'Case Manager' } });
    expect(reply.statusCode).toBe(201);
    expect((await detail(incident.id)).clock).toBeNull();
    expect(await listed('due=overdue')).not.toContain(incident.id);

    const wrote = await t.app.inject({ method: 'POST', url: '/api/messages', cookies: victim.cookies, payload: { recoveryId: incident.id, recipient: 'Case Manager', content: 'Any news?' } });
    expect(wrote.statusCode).toBe(201);
    expect((await detail(incident.id)).clock).toMatchObject({ kind: 'next_reply', state: 'on_time' });
    // The victim's message two days old: past the 48-hour target.
    await t.app.db.update(fraudIncidents).set({ awaitingStaffSince: hoursAgo(50) }).where(eq(fraudIncidents.id, incident.id));
    expect(await listed('due=overdue')).toContain(incident.id);
    // A waiting case whose kind is not recorded (a row the backfill missed) counts as a reply, on the badge and in the filter alike.
    await t.app.db.update(fraudIncidents).set({ awaitingKind: null }).where(eq(fraudIncidents.id, incident.id));
    expect((await detail(incident.id)).clock).toMatchObject({ kind: 'next_reply', state: 'overdue' });
    expect(await listed('due=overdue')).toContain(incident.id);

    await t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/messages`, headers: t.caseworker.headers, payload: { content: 'Not yet.', role: 'Case Manager' } });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      cookies: victim.cookies,
      payload: documentsForm({ category: 'financial', recoveryId: String(incident.id) }, [{ name: 'statement.pdf', data: samplePdf() }]),
    });
    expect(upload.statusCode).toBe(201);
    expect((await detail(incident.id)).clock).toMatchObject({ kind: 'document_review', state: 'on_time' });
  });

  it('runs no clock of a kind whose target is set to 0, and refuses a target out of range', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'off@example.com', createdAt: hoursAgo(100) });
    expect((await setTarget('target_first_reply_hours', '0')).statusCode).toBe(200);
    try {
      expect((await detail(incident.id)).clock).toBeNull();
      expect(await listed('due=overdue')).not.toContain(incident.id);
      expect((await setTarget('target_first_reply_hours', '1000')).statusCode).toBe(400);
    } finally {
      await setTarget('target_first_reply_hours', '24');
    }
    expect((await detail(incident.id)).clock).toMatchObject({ state: 'overdue' });
  });

  it('sorts the list by the clock due soonest, the most overdue first, then cases with no clock running, newest first', async () => {
    const fraudType = 'advance_fee_fraud';
    const mark = { fraudType } as const;
    const fresh = await createIncident(t.app, { victimEmail: 'sort-fresh@example.com', createdAt: hoursAgo(2), ...mark });
    const late = await createIncident(t.app, { victimEmail: 'sort-late@example.com', createdAt: hoursAgo(40), ...mark });
    const waiting = await createIncident(t.app, { victimEmail: 'sort-waiting@example.com', createdAt: hoursAgo(200), ...mark });
    // Answered, and the victim wrote 47 hours ago: due within the hour of the 48-hour reply target.
    await t.app.db.update(fraudIncidents).set({ firstRepliedAt: hoursAgo(100), awaitingStaffSince: hoursAgo(47), awaitingKind: 'message' }).where(eq(fraudIncidents.id, waiting.id));
    const answered = await createIncident(t.app, { victimEmail: 'sort-answered@example.com', createdAt: hoursAgo(3), ...mark });
    await t.app.db.update(fraudIncidents).set({ firstRepliedAt: hoursAgo(1) }).where(eq(fraudIncidents.id, answered.id));
    const closed = await createIncident(t.app, { victimEmail: 'sort-closed@example.com', createdAt: hoursAgo(300), status: 'closed', ...mark });

    // late: due 16 hours ago; waiting: due in 1 hour; fresh: due in 22 hours; then no clock, newest first.
    expect(await listed(`fraudType=${fraudType}&sort=due`)).toEqual([late.id, waiting.id, fresh.id, answered.id, closed.id]);
    expect(await listed(`fraudType=${fraudType}&sort=due&due=overdue`)).toEqual([late.id]);
    // A search sorts its matches the same way.
    expect(await listed('q=sort-&sort=due')).toEqual([late.id, waiting.id, fresh.id, answered.id, closed.id]);
    const csv = (await t.app.inject({ url: `/api/admin/export/incidents?fraudType=${fraudType}&sort=due&format=csv`, headers: t.admin.headers })).body;
    const lines = csv.trim().split(/\r?\n/).slice(1);
    expect(lines[0]).toContain('sort-late@example.com');
    expect(lines[1]).toContain('sort-waiting@example.com');
  });
});

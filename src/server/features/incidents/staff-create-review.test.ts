import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffIncidentRow } from '@shared/incidents/staff-schema';
import { auditLog, documents, fraudIncidents, platforms } from '../../kernel/db/schema/index';
import type { Mailer } from '../../kernel/mail/mailer';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

let staff: Awaited<ReturnType<typeof createStaff>>;
const sent: string[] = [];
let mailFails = false;
// A mailer that can be made to fail, to show a lost notice never undoes the staff change.
const mailer: Mailer = {
  mode: 'smtp',
  close() {},
  verify: async () => !mailFails,
  async send(message) {
    if (mailFails) throw new Error('smtp down');
    sent.push(message.to);
  },
};

const t = testAppForSuite({ mailer });
beforeAll(async () => {
  staff = await createStaff(t.app, { role: 'caseworker' });
});

const create = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/incidents', headers: staff.headers, payload });
const countIncidents = async () => (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(fraudIncidents))[0]!.n;
const auditFor = (id: number, action: string) =>
  t.app.db.select().from(auditLog).where(sql`${auditLog.entityId} = ${String(id)} and ${auditLog.action} = ${action}`);

describe('POST /api/admin/incidents', () => {
  it('creates an open, staff-confirmed incident dated today, on a new platform, and audits it', async () => {
    const res = await create({ platformName: 'Brand New Exchange', victimEmail: 'Victim@Example.com', amount: '1234.56', description: 'Told by phone' });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json() as StaffIncidentRow;
    expect(res.headers.etag).toBe('"1"');
    expect(row.incident).toMatchObject({
      email: 'victim@example.com',
      lossAmount: '1234.56',
      status: 'open',
      description: 'Told by phone',
      incidentDate: new Date().toISOString().slice(0, 10),
      confirmedVia: 'staff',
      version: 1,
    });
    expect(row.incident.confirmedAt).not.toBeNull();
    expect(row.platform.name).toBe('Brand New Exchange');
    const [audit] = await auditFor(row.incident.id, 'incident.create');
    expect(audit).toMatchObject({ entityType: 'fraud_incident', actorRole: 'caseworker' });
    expect(audit!.after).toMatchObject({ platformCreated: true, lossAmount: '1234.56' });
  });

  it('reuses a platform whose name matches case-insensitively, and keeps the given date and status', async () => {
    const existing = await createPlatform(t.app, { name: 'Known Scam Ltd' });
    const res = await create({ platformName: '  known scam LTD ', victimEmail: 'a@example.com', amount: 20, incidentDate: '2026-01-15', status: 'under_review' });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json() as StaffIncidentRow;
    expect(row.platform).toEqual({ id: existing.id, name: 'Known Scam Ltd' });
    expect(row.incident).toMatchObject({ incidentDate: '2026-01-15', status: 'under_review', lossAmount: '20.00' });
    const named = await t.app.db.select().from(platforms).where(sql`lower(${platforms.name}) = 'known scam ltd'`);
    expect(named).toHaveLength(1);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no platform name', { victimEmail: 'a@example.com', amount: '5' }, 'Please fill in all required fields'],
    ['a blank platform name', { platformName: '  ', victimEmail: 'a@example.com', amount: '5' }, 'Please fill in all required fields'],
    ['no victim e-mail', { platformName: 'X', amount: '5' }, 'Please fill in all required fields'],
    ['no amount', { platformName: 'X', victimEmail: 'a@example.com' }, 'Please fill in all required fields'],
    ['an empty amount', { platformName: 'X', victimEmail: 'a@example.com', amount: '' }, 'Please fill in all required fields'],
    ['a bad e-mail', { platformName: 'X', victimEmail: 'nobody', amount: '5' }, 'Please enter a valid email address'],
    ['an amount with three decimals', { platformName: 'X', victimEmail: 'a@example.com', amount: '5.123' }, 'Please enter a valid amount'],
    ['a float amount', { platformName: 'X', victimEmail: 'a@example.com', amount: 0.1 + 0.2 }, 'Please enter a valid amount'],
    ['a negative amount', { platformName: 'X', victimEmail: 'a@example.com', amount: '-5' }, 'Please enter a valid amount'],
    ['a future date', { platformName: 'X', victimEmail: 'a@example.com', amount: '5', incidentDate: '2999-01-01' }, 'The incident date cannot be in the future'],
    ['an unknown status', { platformName: 'X', victimEmail: 'a@example.com', amount: '5', status: 'investigating' }, 'Please choose a valid status'],
    ['an unknown field', { platformName: 'X', victimEmail: 'a@example.com', amount: '5', confirmedVia: 'signed_in' }, 'confirmedVia'],
  ];
  for (const [what, payload, message] of refusals) {
    it(`refuses ${what} and stores nothing`, async () => {
      const before = await countIncidents();
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect(await countIncidents()).toBe(before);
    });
  }
});

describe('notices that cannot be sent', () => {
  it('keep the staff change and its audit row', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'mailless@example.com' });
    mailFails = true;
    try {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/incidents/${incident.id}`,
        headers: { ...staff.headers, 'if-match': '"1"' },
        payload: { status: 'resolved' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      mailFails = false;
    }
    const [row] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(row).toMatchObject({ status: 'resolved', version: 2 });
    expect(await auditFor(incident.id, 'incident.update.status')).toHaveLength(1);
  });
});

describe('unconfirmed reports (D18)', () => {
  const unconfirmed = () => createIncident(t.app, { victimEmail: 'maybe@example.com', confirmedAt: null, confirmedVia: null });
  const post = (id: number, action: 'confirm' | 'discard') =>
    t.app.inject({ method: 'POST', url: `/api/admin/incidents/${id}/${action}`, headers: staff.headers });

  it('confirms a report as staff, bumps its version and audits it; a second confirm is refused', async () => {
    const report = await unconfirmed();
    const res = await post(report.id, 'confirm');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffIncidentRow).incident).toMatchObject({ confirmedVia: 'staff', version: 2 });
    const [row] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, report.id));
    expect(row!.confirmedAt).not.toBeNull();
    const [audit] = await auditFor(report.id, 'incident.confirm');
    expect(audit).toMatchObject({ before: { confirmedAt: null }, after: { confirmedVia: 'staff' }, actorRole: 'caseworker' });
    const again = await post(report.id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'REPORT_ALREADY_CONFIRMED', message: 'This report is already confirmed' });
  });

  it('discards a report with its evidence files, keeping a before snapshot without file contents', async () => {
    const report = await unconfirmed();
    const storageKey = `evidence/test-${report.id}.pdf`;
    await t.app.storage.put(storageKey, Buffer.from('%PDF-1.4 private evidence'));
    await t.app.db.insert(documents).values({
      filename: 'receipt.pdf',
      storageKey,
      mimeType: 'application/pdf',
      sizeBytes: 25,
      sha256: 'abc',
      userEmail: 'maybe@example.com',
      category: 'evidence',
      recoveryId: report.id,
    });
    const res = await post(report.id, 'discard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ discarded: true, id: report.id });
    expect(await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, report.id))).toEqual([]);
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, report.id))).toEqual([]);
    expect(await t.app.storage.exists(storageKey)).toBe(false);
    const [audit] = await auditFor(report.id, 'incident.discard');
    expect(audit!.before).toMatchObject({ victimEmail: 'maybe@example.com', files: [{ filename: 'receipt.pdf', sizeBytes: 25 }] });
    expect(JSON.stringify(audit!.before)).not.toContain('private evidence');
    expect(JSON.stringify(audit!.before)).not.toContain(storageKey);
  });

  it('never discards a confirmed case, and answers 404 for a missing one', async () => {
    const confirmed = await createIncident(t.app, { victimEmail: 'mine@example.com' });
    const res = await post(confirmed.id, 'discard');
    expect(res.statusCode).toBe(409);
    expect(await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, confirmed.id))).toHaveLength(1);
    expect((await post(99999999, 'discard')).statusCode).toBe(404);
    expect((await post(99999999, 'confirm')).statusCode).toBe(404);
  });

  it('sends no mail when a report is confirmed or discarded', async () => {
    sent.length = 0;
    await post((await unconfirmed()).id, 'confirm');
    await post((await unconfirmed()).id, 'discard');
    // Only this victim's address counts: the outbox may still be retrying the earlier test's
    // failed notice to mailless@example.com, which is right, not a mail from these actions.
    expect(sent.filter((to) => to === 'maybe@example.com')).toEqual([]);
  });
});

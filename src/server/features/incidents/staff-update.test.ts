import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffIncidentRow, IncidentDetail, UpdateIncidentBody } from '@shared/incidents/staff-schema';
import { auditLog, fraudIncidents, moneyTrails } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { createTestAppWithSmtp } from '../../test/app';
import { outboxSettled } from '../../test/outbox';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let incident: Awaited<ReturnType<typeof createIncident>>;
let victimEmail: string;
let n = 0;

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  staff = await createStaff(t.app, { role: 'caseworker' });
  admin = await createStaff(t.app);
});
afterAll(() => t?.close());
beforeEach(async () => {
  victimEmail = `victim-${n++}@example.com`;
  incident = await createIncident(t.app, { victimEmail, lossAmount: '1500.00', description: 'Secret words of the victim' });
  t.smtp.received.length = 0;
});

const put = (body: unknown, ifMatch: string | null = '"1"', id = incident.id, as = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/incidents/${id}`,
    headers: { ...as.headers, ...(ifMatch === null ? {} : { 'if-match': ifMatch }) },
    payload: body as object,
  });
const current = async () => (await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, incident.id)))[0]!;
const auditOf = (action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(incident.id)), eq(auditLog.action, action)));
/** Mail goes out through the outbox after the response: once it has, read what arrived for the victim. */
const mailsToVictim = async () => {
  await outboxSettled(t.app);
  const mails = t.smtp.received.filter((mail) => mail.to.includes(victimEmail));
  t.smtp.received.length = 0;
  return mails;
};

describe('GET /api/admin/incidents/:id', () => {
  it('answers the incident, its platform and money trails, with the version as a strong ETag', async () => {
    await t.app.db.insert(moneyTrails).values({
      incidentId: incident.id,
      transactionType: 'transfer',
      amount: '700.50',
      currency: 'EUR',
      toAccount: 'DE89 3704',
      transactionDate: new Date('2026-02-02T10:00:00Z'),
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}`, headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const detail = res.json() as IncidentDetail;
    expect(detail.incident).toMatchObject({ id: incident.id, email: victimEmail, version: 1 });
    expect(detail.moneyTrails).toEqual([
      {
        id: expect.any(Number),
        transactionType: 'transfer',
        amount: '700.50',
        currency: 'EUR',
        fromAccount: null,
        toAccount: 'DE89 3704',
        transactionDate: '2026-02-02T10:00:00.000Z',
        status: 'pending',
        blockchainTx: null,
      },
    ]);
  });

  it('answers 404 for a missing incident and 400 for an id out of range', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/incidents/99999999', headers: staff.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('INCIDENT_NOT_FOUND');
    const huge = await t.app.inject({ method: 'GET', url: '/api/admin/incidents/2147483648', headers: staff.headers });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please give a valid id' });
  });
});

describe('PUT /api/admin/incidents/:id: versions', () => {
  it('refuses an update without If-Match (428) and changes nothing', async () => {
    const res = await put({ status: 'resolved' }, null);
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual({
      code: 'VERSION_REQUIRED',
      message: 'Reload the case and try again: the update did not say which version it was based on',
    });
    expect((await current()).status).toBe('open');
  });

  it('refuses a stale version (412), changes nothing and names the current one', async () => {
    expect((await put({ status: 'under_review' })).statusCode).toBe(200);
    const res = await put({ status: 'resolved' }, '"1"');
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual({
      code: 'STALE_VERSION',
      message: 'Someone else changed this case while you were editing. Nothing was saved; the latest version is shown.',
    });
    expect(res.headers.etag).toBe('"2"');
    expect(await current()).toMatchObject({ status: 'under_review', version: 2 });
  });

  it('lets exactly one of two concurrent updates based on the same version win', async () => {
    const results = await Promise.all([
      put({ outsideContacts: [{ name: 'Ana', role: 'Lawyer', email: 'ana@law.example.org' }] }),
      put({ outsideContacts: [{ name: 'Ben', role: 'Bank fraud team', email: '' }] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
    const winner = results.find((r) => r.statusCode === 200)!.json() as StaffIncidentRow;
    const row = await current();
    expect(row.version).toBe(2);
    expect(row.outsideContacts).toEqual(winner.incident.outsideContacts);
    expect(await auditOf('incident.update.contacts')).toHaveLength(1);
  });

  it('bumps the version on success and answers the new ETag', async () => {
    const res = await put({ status: 'under_investigation' }, 'W/"1"');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    const row = res.json() as StaffIncidentRow;
    expect(row.incident).toMatchObject({ status: 'under_investigation', version: 2 });
    expect(row.platform.id).toBe(incident.platformId);
  });
});

describe('PUT /api/admin/incidents/:id: a save that changes nothing', () => {
  it('writes nothing: same version, no audit row, no notice', async () => {
    const body = { status: 'under_investigation' as const };
    expect((await put(body, '"1"')).statusCode).toBe(200);
    await mailsToVictim();
    const again = await put(body, '"2"');
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe('"2"');
    expect((await current()).version).toBe(2);
    expect(await auditOf('incident.update.status')).toHaveLength(1);
    expect(await mailsToVictim()).toHaveLength(0);
  });

  it('still refuses a stale version that would change nothing (412)', async () => {
    expect((await put({ status: 'closed' }, '"1"')).statusCode).toBe(200);
    expect((await put({ status: 'closed' }, '"1"')).statusCode).toBe(412);
  });
});

describe('PUT /api/admin/incidents/:id: the six bodies', () => {
  const bodies: [string, UpdateIncidentBody, Partial<Awaited<ReturnType<typeof current>>>][] = [
    ['status', { status: 'recovery_available' }, { status: 'recovery_available' }],
    [
      'basic',
      { victimEmail: 'New@Example.com', lossAmount: '2500.75', incidentDate: '2026-02-03', status: 'under_review', description: 'Edited' },
      { victimEmail: 'new@example.com', lossAmount: '2500.75', incidentDate: '2026-02-03', status: 'under_review', description: 'Edited' },
    ],
    [
      'timeline',
      {
        timelineEvents: [
          { title: 'Second', date: '2026-03-02T09:00', description: '' },
          { title: 'First', date: '2026-03-01T09:00', description: 'Report received' },
        ],
      },
      {
        // Stored in date order.
        timelineEvents: [
          { title: 'First', date: '2026-03-01T09:00', description: 'Report received' },
          { title: 'Second', date: '2026-03-02T09:00', description: '' },
        ],
      },
    ],
    [
      'financial',
      { financialData: { totalLoss: '1500.00', recoveredAmount: '300.10', transactions: [{ type: 'refund', amount: 300.1, date: '2026-03-05' }] } },
      { financialData: { totalLoss: '1500.00', recoveredAmount: '300.10', transactions: [{ type: 'refund', amount: '300.1', date: '2026-03-05' }] } },
    ],
    ['contacts', { outsideContacts: [{ name: 'Ana', role: 'Lawyer', email: 'ana@law.example.org' }] }, { outsideContacts: [{ name: 'Ana', role: 'Lawyer', email: 'ana@law.example.org' }] }],
    [
      'documents',
      { requiredDocuments: [{ name: 'Bank statement', description: 'March', status: 'received' }] },
      { requiredDocuments: [{ name: 'Bank statement', description: 'March', status: 'received' }] },
    ],
  ];

  for (const [kind, body, stored] of bodies) {
    it(`stores the ${kind} body and audits the changed part before and after`, async () => {
      const before = await current();
      // Another victim address is an admin's change (D17); every other section is any staff member's.
      const as = kind === 'basic' ? admin : staff;
      const res = await put(body, '"1"', incident.id, as);
      expect(res.statusCode, res.body).toBe(200);
      const row = await current();
      expect(row).toMatchObject({ ...stored, version: 2 });
      const [audit] = await auditOf(`incident.update.${kind}`);
      expect(audit).toMatchObject({ entityType: 'fraud_incident', actorType: 'admin', actorRole: as.admin.role, actorId: String(as.admin.id) });
      const keys = Object.keys(stored);
      expect(Object.keys(audit!.after as object).sort()).toEqual(keys.sort());
      for (const key of keys) {
        const k = key as keyof typeof row;
        expect(JSON.parse(JSON.stringify((audit!.before as Record<string, unknown>)[key]))).toEqual(JSON.parse(JSON.stringify(before[k])));
        expect(JSON.parse(JSON.stringify((audit!.after as Record<string, unknown>)[key]))).toEqual(JSON.parse(JSON.stringify(row[k])));
      }
    });
  }

  const refusals: [string, unknown, string][] = [
    ['two kinds mixed', { status: 'closed', timelineEvents: [] }, 'An update changes one section at a time: send one of the six kinds of change'],
    ['two sections mixed', { outsideContacts: [], requiredDocuments: [] }, 'An update changes one section at a time: send one of the six kinds of change'],
    ['an unknown key', { status: 'closed', isAdmin: true }, 'Unknown field: isAdmin'],
    ['an empty body', {}, 'Nothing to update: send one of the six kinds of change'],
    ['an unknown status', { status: 'investigating' }, 'Please choose a valid status'],
    ['a basic body with a field missing', { victimEmail: 'a@example.com', lossAmount: '1', status: 'open', description: '' }, 'Incident date is required'],
    ['a bad e-mail', { victimEmail: 'nope', lossAmount: '1', incidentDate: '2026-01-01', status: 'open', description: '' }, 'Please enter a valid email address'],
    ['a float amount', { victimEmail: 'a@example.com', lossAmount: '1.234', incidentDate: '2026-01-01', status: 'open', description: '' }, 'Please enter a valid amount'],
    ['a nameless timeline event', { timelineEvents: [{ title: ' ', date: '2026-01-01', description: '' }] }, 'Event title is required'],
    ['a bad recovered amount', { financialData: { totalLoss: '1', recoveredAmount: 'lots', transactions: [] } }, 'Please enter a valid amount'],
    ['a bad document status', { requiredDocuments: [{ name: 'ID', description: '', status: 'lost' }] }, 'Invalid option: expected one of "pending"|"received"|"missing"'],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what} with a clear message and changes nothing`, async () => {
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect((await current()).version).toBe(1);
      expect(await mailsToVictim()).toEqual([]);
    });
  }

  it('answers 404 for an incident that does not exist', async () => {
    expect((await put({ status: 'closed' }, '"1"', 99999999)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/incidents/:id: notices to the victim (D19)', () => {
  /** `tab`: the section of the case page the mailed link opens, where the change is (issue 25). */
  const expectOneShortNotice = async (tab?: string) => {
    const mails = await mailsToVictim();
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    const reference = `FR-${String(incident.id).padStart(6, '0')}`;
    expect(text).toContain(`Your case ${reference} was updated`);
    const link = `https://haven.test/recovery-details/${incident.id}`;
    expect(/https:\/\/haven\.test\/recovery-details\/\S*/.exec(text)?.[0]).toBe(tab ? `${link}?tab=${tab}` : link);
    for (const secret of ['1500', '1,500', '300.10', 'Secret words', 'Resolved', 'resolved', 'Recovered', 'Milestone', staff.admin.username]) {
      expect(text, secret).not.toContain(secret);
    }
  };

  it('mails a status change', async () => {
    expect((await put({ status: 'resolved' })).statusCode).toBe(200);
    await expectOneShortNotice();
  });

  it('mails a new timeline event, but not the same events saved again', async () => {
    const events = [{ title: 'Milestone', date: '2026-03-01', description: 'Bank replied' }];
    expect((await put({ timelineEvents: events })).statusCode).toBe(200);
    await expectOneShortNotice('timeline');
    expect((await put({ timelineEvents: events }, '"2"')).statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
  });

  it('mails a change of the recovered amount, not of other financial figures', async () => {
    const financialData = { totalLoss: '1500.00', recoveredAmount: '300.10', transactions: [] };
    expect((await put({ financialData })).statusCode).toBe(200);
    await expectOneShortNotice('settlement');
    expect((await put({ financialData: { ...financialData, totalLoss: '1600.00' } }, '"2"')).statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
  });

  it('does not mail contact edits, a basic edit that keeps the status, or a document list that asks nothing new', async () => {
    expect((await put({ outsideContacts: [{ name: 'Ana', role: 'Lawyer', email: '' }] })).statusCode).toBe(200);
    const basic = { victimEmail, lossAmount: '1400.00', incidentDate: '2026-03-01', status: 'open', description: 'x' };
    expect((await put(basic, '"2"')).statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
  });

  it('mails a document asked of the victim, not the same list saved again', async () => {
    const requiredDocuments = [{ name: 'ID', description: '', status: 'pending' }];
    expect((await put({ requiredDocuments })).statusCode).toBe(200);
    await expectOneShortNotice('documents');
    expect((await put({ requiredDocuments: [{ ...requiredDocuments[0], description: 'A passport or ID card' }] }, '"2"')).statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
  });

  it('keeps a change from the victim when staff say so, and the audit row says it was kept from them', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/incidents/${incident.id}?tellVictim=false`,
      headers: { ...staff.headers, 'if-match': '"1"' },
      payload: { status: 'under_review' },
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
    const [row] = await auditOf('incident.update.status');
    expect(row!.after).toMatchObject({ status: 'under_review', victimNotTold: true });
    const odd = await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}?tellVictim=maybe`, headers: { ...staff.headers, 'if-match': '"2"' }, payload: { status: 'open' } });
    expect(odd.statusCode).toBe(400);
    expect((await current()).status).toBe('under_review');
  });

  it("refuses a caseworker's change of the case's victim address, and changes nothing (D17)", async () => {
    const basic = { victimEmail: `elsewhere-${n++}@example.com`, lossAmount: '1500.00', incidentDate: '2026-03-01', status: 'open', description: 'x' };
    const res = await put(basic);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'STAFF_ROLE_REQUIRED', message: "Only an admin can change the victim's e-mail address of a case" });
    expect(await current()).toMatchObject({ victimEmail, version: 1, description: 'Secret words of the victim' });
    expect(await auditOf('incident.update.basic')).toEqual([]);
    expect(await mailsToVictim()).toEqual([]);
  });

  it('tells the old address, and only it, when an admin gives a confirmed case a new one; audits the change (D17, D18)', async () => {
    const newAddress = `moved-${n++}@example.com`;
    const basic = { victimEmail: newAddress, lossAmount: '1500.00', incidentDate: '2026-03-01', status: 'resolved', description: 'x' };
    const res = await put(basic, '"1"', incident.id, admin);
    expect(res.statusCode).toBe(200);
    await outboxSettled(t.app);
    expect(t.smtp.received.filter((mail) => mail.to.includes(newAddress))).toEqual([]);
    const told = await mailsToVictim();
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`The e-mail address of case FR-${String(incident.id).padStart(6, '0')} was changed`);
    // D19: what changed, no secrets: not the new address, not the case's words.
    expect(told[0]!.text).not.toContain(newAddress);
    expect(told[0]!.text).not.toContain('Secret words');
    const [audit] = await auditOf('incident.update.basic');
    expect(audit).toMatchObject({ before: { victimEmail }, after: { victimEmail: newAddress }, actorId: String(admin.admin.id) });
    // The next change worth a notice reaches the address the case now has.
    expect((await put({ status: 'closed' }, '"2"')).statusCode).toBe(200);
    await outboxSettled(t.app);
    expect(t.smtp.received.filter((mail) => mail.to.includes(newAddress))).toHaveLength(1);
  });

  it('never mails about an unconfirmed report (D18)', async () => {
    await t.app.db.update(fraudIncidents).set({ confirmedAt: null, confirmedVia: null }).where(eq(fraudIncidents.id, incident.id));
    expect((await put({ status: 'resolved' })).statusCode).toBe(200);
    expect(await mailsToVictim()).toEqual([]);
  });
});

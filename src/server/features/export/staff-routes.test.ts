import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportLists, type ExportList } from '@shared/export/schema';
import { auditLog, documents, fraudIncidents, messages, moneyTrails, payoutRequests, recoveryApplications, userProfiles } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { putOnCase } from '../../test/case-staff';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { SEARCH_COUNT_CAP } from '../incidents/list-staff-incidents';
import { EXPORT_RATE_LIMIT } from './send-export';
import { readCsv } from '../../test/read-csv';

const t = testAppForSuite();
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
/** In every seeded row, so each list's search finds this file's rows and no others. */
const m = `exp${Date.now().toString(36)}`;
const victimEmail = `victim.${m}@example.com`;
let incidentId: number;
let otherIncidentId: number;

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

beforeAll(async () => {
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
  const platform = await createPlatform(t.app, { name: `Harbour ${m}` });
  const incidents = await Promise.all([
    createIncident(t.app, { victimEmail, platformId: platform.id, status: 'open', lossAmount: '10.05' }),
    createIncident(t.app, { victimEmail, platformId: platform.id, status: 'open', lossAmount: '2500.00' }),
    createIncident(t.app, { victimEmail, platformId: platform.id, status: 'resolved' }),
  ]);
  incidentId = incidents[0].id;
  otherIncidentId = incidents[1].id;

  const db = t.app.db;
  await db.insert(userProfiles).values([
    { email: `anna.${m}@example.com`, fullName: '@SUM(1+1)', country: '-Kenya', passwordHash: 'secret-hash', isVerified: true },
    { email: `bob.${m}@example.com`, fullName: 'Bob, "the builder"', country: 'Kenya', passwordHash: 'secret-hash', isVerified: true },
    { email: `carl.${m}@example.com`, fullName: 'Carl', country: 'Kenya', passwordHash: 'secret-hash', isVerified: false },
  ]);
  const application = {
    fullName: `Applicant ${m}`,
    country: 'Kenya',
    platformName: 'Harbour',
    fraudType: 'investment_scam',
    incidentDate: '2026-02-01',
    lossAmount: '99.10',
    incidentDescription: 'Lost savings',
    acceptTerms: true,
  } as const;
  await db.insert(recoveryApplications).values([
    { ...application, email: `a1.${m}@example.com`, status: 'pending', incidentId },
    { ...application, email: `a2.${m}@example.com`, status: 'pending' },
    { ...application, email: `a3.${m}@example.com`, status: 'approved' },
  ]);
  const trail = { transactionType: 'transfer', toAccount: 'DE89 3704 0044', transactionDate: new Date('2026-03-02T10:00:00Z') };
  await db.insert(moneyTrails).values([
    { ...trail, incidentId, amount: '10.05', currency: 'USD', description: '=cmd|"/c calc"!A1' },
    { ...trail, incidentId, amount: '0.00000001', currency: 'BTC', transactionDate: new Date('2026-03-03T10:00:00Z') },
    { ...trail, incidentId, amount: '5.00', currency: 'EUR', status: 'suspicious' },
    { ...trail, incidentId: otherIncidentId, amount: '1.00', currency: 'USD' },
  ]);
  const payout = { userEmail: victimEmail, currency: 'USD', payoutMethod: 'bank_transfer', accountDetailsEncrypted: 'sealed-account-details', accountDetailsHint: '•••• 4321' };
  await db.insert(payoutRequests).values([
    { ...payout, incidentId, amount: '1500.05', status: 'pending' },
    { ...payout, incidentId: otherIncidentId, amount: '20.00', status: 'rejected' },
  ]);
  const document = { mimeType: 'application/pdf', sizeBytes: 2048, sha256: 'ab'.repeat(32), userEmail: victimEmail, category: 'financial', recoveryId: incidentId } as const;
  await db.insert(documents).values([
    { ...document, filename: 'statement.pdf', storageKey: `cases/${m}-1.pdf`, status: 'pending' },
    { ...document, filename: '+proof.pdf', storageKey: `cases/${m}-2.pdf`, status: 'pending' },
    { ...document, filename: 'id.pdf', storageKey: `cases/${m}-3.pdf`, status: 'verified' },
  ]);
  const message = { recoveryId: incidentId, sender: victimEmail, recipient: 'Case Manager', senderType: 'user' } as const;
  await db.insert(messages).values([
    { ...message, subject: `Bank letter ${m}`, content: '=HYPERLINK("http://evil")' },
    { ...message, subject: `Any news ${m}`, content: 'Line one\r\nline two, with "quotes"', internal: true, senderType: 'staff' },
    { ...message, subject: `Read ${m}`, content: 'Seen already', readByStaffAt: new Date() },
  ]);
  const audit = { actorType: 'admin', actorLabel: 'someone', action: `incident.update.status.${m}`, entityType: 'fraud_incident' } as const;
  await db.insert(auditLog).values([
    { ...audit, entityId: String(incidentId), before: { status: 'open' }, after: { status: 'under_review' } },
    { ...audit, entityId: String(incidentId), before: { status: 'under_review' }, after: { status: 'open' } },
    { ...audit, entityId: String(otherIncidentId), after: { status: 'closed' } },
  ]);
});

let client = 0;
// Each request from its own address, so the exports' per-client budget answers only where a test asks it to.
const get = (url: string, who = admin, remoteAddress = `10.8.${Math.floor(++client / 250)}.${client % 250}`) =>
  t.app.inject({ method: 'GET', url, headers: who.headers, remoteAddress });

/** For each list: filters that keep some of this file's rows and leave others out. */
const filtersFor = (): Record<ExportList, string> => ({
  users: `q=${m}&status=verified&sort=email`,
  incidents: `q=${m}&status=open`,
  'recovery-applications': `q=${m}&status=pending`,
  'money-trails': `email=${victimEmail}&status=pending&sort=oldest`,
  'payout-requests': `q=${m}&status=pending`,
  documents: `q=${m}&status=pending&sort=name`,
  messages: `q=${m}&status=unread`,
  'audit-log': `entityType=fraud_incident&entityId=${incidentId}`,
});
/** The same filters, less narrow: more rows, proof the narrow ones left some out. */
const widerFor = (): Record<ExportList, string> => ({
  users: `q=${m}`,
  incidents: `q=${m}`,
  'recovery-applications': `q=${m}`,
  'money-trails': `email=${victimEmail}`,
  'payout-requests': `q=${m}`,
  documents: `q=${m}`,
  messages: `q=${m}`,
  'audit-log': `action=${m}`,
});

type Item = { id: number; incident?: { id: number } };
// The incidents list sends { incident, platform } per row; the others the record itself.
const idOf = (list: ExportList, item: Item) => (list === 'incidents' ? item.incident!.id : item.id);

async function listed(list: ExportList, filters: string): Promise<{ total: number; ids: number[]; items: Record<string, unknown>[] }> {
  const res = await get(`/api/admin/${list}?${filters}&pageSize=100`);
  expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
  const page = res.json<{ items: Item[]; total: number }>();
  return { total: page.total, ids: page.items.map((item) => idOf(list, item)), items: page.items as unknown as Record<string, unknown>[] };
}

describe('GET /api/admin/export/{list}', () => {
  it.each(exportLists)('%s: the CSV holds exactly the rows of the list, in its order, under a header row', async (list) => {
    const page = await listed(list, filtersFor()[list]);
    const wider = await listed(list, widerFor()[list]);
    // The filter must leave rows out, or the test could not tell a filter from none.
    expect(page.total).toBeGreaterThan(0);
    expect(wider.total).toBeGreaterThan(page.total);

    const res = await get(`/api/admin/export/${list}?${filtersFor()[list]}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${list}-${day}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = readCsv(res.body);
    expect(header![0]).toBe('ID');
    expect(rows).toHaveLength(page.total);
    expect(rows.map((row) => Number(row[0]))).toEqual(page.ids);
    expect(rows.every((row) => row.length === header!.length)).toBe(true);
  });

  it.each(exportLists)('%s: the JSON is an array of the same rows as objects', async (list) => {
    const page = await listed(list, filtersFor()[list]);
    const res = await get(`/api/admin/export/${list}?${filtersFor()[list]}&format=json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${list}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    const rows = JSON.parse(res.body) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual(page.ids);
  });

  it('exports every match of an incident search, past the 200 at which the list stops counting', async () => {
    const term = `cap${Date.now().toString(36)}`;
    const platform = await createPlatform(t.app, { name: `Capped ${term}` });
    const many = SEARCH_COUNT_CAP + 5;
    await t.app.db.insert(fraudIncidents).values(
      Array.from({ length: many }, () => ({ platformId: platform.id, victimEmail: 'someone@example.com', incidentDate: '2026-03-01', lossAmount: '1.00' })),
    );
    const page = await get(`/api/admin/incidents?q=${term}`);
    expect(page.json()).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });

    const res = await get(`/api/admin/export/incidents?q=${term}`);
    const [, ...rows] = readCsv(res.body);
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((row) => row[0])).size).toBe(many);
  });

  it('writes the CSV header row in the asker’s language (cookie haven_locale), and never changes the JSON keys', async () => {
    const spanish = { ...admin.headers, cookie: 'haven_locale=es' };
    const csv = await t.app.inject({ method: 'GET', url: '/api/admin/export/money-trails', headers: spanish });
    expect(csv.statusCode).toBe(200);
    expect(readCsv(csv.body)[0]).toEqual([
      'ID', 'Caso', 'Tipo', 'Importe', 'Moneda', 'Cuenta de origen', 'Cuenta de destino', 'Fecha de la transacción', 'Estado', 'Transacción en la cadena de bloques', 'Descripción', 'Registrado',
    ]);
    const json = await t.app.inject({ method: 'GET', url: '/api/admin/export/money-trails?format=json', headers: spanish });
    expect(Object.keys(json.json<Record<string, unknown>[]>()[0]!)).toContain('transactionDate');
  });

  it('writes amounts exactly, in their currency’s places, with the currency beside them, and dates in ISO 8601', async () => {
    const res = await get(`/api/admin/export/money-trails?email=${victimEmail}&sort=oldest`);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual([
      'ID', 'Case', 'Type', 'Amount', 'Currency', 'From account', 'To account', 'Transaction date', 'Status', 'Blockchain transaction', 'Description', 'Recorded',
    ]);
    const cells = (row: string[]) => Object.fromEntries(header!.map((name, i) => [name, row[i]]));
    const ofCase = rows.map(cells).filter((row) => row.Case === `FR-${String(incidentId).padStart(6, '0')}`);
    const byCurrency = Object.fromEntries(ofCase.map((row) => [row.Currency!, row]));
    expect(byCurrency.USD).toMatchObject({ Amount: '10.05', Case: `FR-${String(incidentId).padStart(6, '0')}`, 'Transaction date': '2026-03-02T10:00:00.000Z' });
    expect(byCurrency.BTC).toMatchObject({ Amount: '0.00000001', 'Transaction date': '2026-03-03T10:00:00.000Z' });
    expect(byCurrency.EUR).toMatchObject({ Amount: '5.00' });
    expect(cells(rows[0]!).Recorded).toMatch(ISO_DATETIME);

    // The JSON carries the same strings the list does: never a float on the way.
    const trails = await listed('money-trails', `email=${victimEmail}&sort=oldest`);
    const json = (await get(`/api/admin/export/money-trails?email=${victimEmail}&sort=oldest&format=json`)).json<Record<string, unknown>[]>();
    const pick = ({ id, amount, currency, transactionDate, status }: Record<string, unknown>) => ({ id, amount, currency, transactionDate, status });
    expect(json.map(pick)).toEqual(trails.items.map(pick));

    const payouts = (await get(`/api/admin/export/payout-requests?q=${m}&format=json`)).json<Record<string, unknown>[]>();
    expect(payouts.find((row) => row.status === 'pending')).toMatchObject({ amount: '1500.05', currency: 'USD', accountDetailsMasked: '•••• 4321' });
    const incidents = (await get(`/api/admin/export/incidents?q=${m}&status=open&format=json`)).json<Record<string, unknown>[]>();
    expect(incidents.find((row) => row.id === incidentId)).toMatchObject({ lossAmount: '10.05', currency: 'USD', incidentDate: '2026-03-01' });
  });

  it('writes a loss in a currency without minor units as that currency has it', async () => {
    // Someone else's case, so the other tests' counts of this victim's cases hold.
    const yen = await createIncident(t.app, { victimEmail: 'yen.loss@example.com', status: 'open', lossAmount: '500000', currency: 'JPY' });
    const incidents = (await get(`/api/admin/export/incidents?q=yen.loss&status=open&format=json`)).json<Record<string, unknown>[]>();
    expect(incidents.find((row) => row.id === yen.id)).toMatchObject({ lossAmount: '500000', currency: 'JPY' });
    const [header, ...rows] = readCsv((await get(`/api/admin/export/incidents?q=yen.loss&status=open`)).body);
    const row = rows.find((cells) => cells[header!.indexOf('ID')] === String(yen.id))!;
    expect(row[header!.indexOf('Amount lost')]).toBe('500000');
  });

  it('keeps cells a spreadsheet would run as formulas as text, and quotes commas, quotes and line breaks', async () => {
    const users = readCsv((await get(`/api/admin/export/users?q=${m}&sort=email`)).body);
    expect(users.find((row) => row[1] === `anna.${m}@example.com`)).toEqual(expect.arrayContaining(["'@SUM(1+1)", "'-Kenya"]));
    expect(users.find((row) => row[1] === `bob.${m}@example.com`)).toContain('Bob, "the builder"');

    const raw = (await get(`/api/admin/export/messages?q=${m}`)).body;
    expect(raw).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const rows = readCsv(raw);
    expect(rows.flat()).toContain('Line one\r\nline two, with "quotes"');

    const trails = readCsv((await get(`/api/admin/export/money-trails?email=${victimEmail}`)).body);
    expect(trails.flat()).toContain(`'=cmd|"/c calc"!A1`);
    const documentsCsv = readCsv((await get(`/api/admin/export/documents?q=${m}`)).body);
    expect(documentsCsv.flat()).toContain("'+proof.pdf");

    // JSON is not a spreadsheet: it keeps the words as they are.
    const json = (await get(`/api/admin/export/messages?q=${m}&format=json`)).json<{ content: string; internal: boolean }[]>();
    expect(json.map((row) => row.content)).toContain('=HYPERLINK("http://evil")');
    expect(json.find((row) => row.internal)?.content).toBe('Line one\r\nline two, with "quotes"');
  });

  it('never writes a secret: no password hash, no payout account details, no storage key', async () => {
    const bodies = await Promise.all(
      exportLists.map(async (list) => (await get(`/api/admin/export/${list}?${widerFor()[list]}&format=json`)).body),
    );
    const all = bodies.join('\n');
    expect(all).not.toContain('secret-hash');
    expect(all).not.toContain('sealed-account-details');
    expect(all).not.toContain(`cases/${m}-1.pdf`);
    expect(all).toContain('•••• 4321');
  });

  it('answers an empty filter with the header alone, or an empty JSON array', async () => {
    const csv = await get('/api/admin/export/users?q=nobody-matches-this-term');
    expect(csv.body).toBe('"ID","Email","Full name","Phone","Country","Verified","Joined","Last updated"\r\n');
    const json = await get('/api/admin/export/users?q=nobody-matches-this-term&format=json');
    expect(JSON.parse(json.body)).toEqual([]);
  });

  it('audits each export with the list, format and filters, never the rows', async () => {
    const res = await get(`/api/admin/export/messages?q=${m}&status=unread&format=json`, caseworker);
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.actorId, String(caseworker.admin.id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ actorType: 'admin', actorRole: 'caseworker', entityType: 'export', entityId: 'messages' });
    // A caseworker's file holds their own cases only (D17), and the record says so.
    expect(row?.after).toEqual({ list: 'messages', format: 'json', filters: { q: m, status: 'unread', sort: 'newest' }, ownCasesOnly: true });
    expect(JSON.stringify(row)).not.toContain('HYPERLINK');
  });

  it('lets a caseworker export what they may list, and refuses them the audit log beyond one case record', async () => {
    for (const list of exportLists) {
      const res = await get(`/api/admin/export/${list}?${filtersFor()[list]}`, caseworker);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
    }
    const refused = await get(`/api/admin/export/audit-log?action=${m}`, caseworker);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_ROLE_REQUIRED' });
    const staffRecord = await get('/api/admin/export/audit-log?entityType=admin_user&entityId=1', caseworker);
    expect(staffRecord.statusCode).toBe(403);
    // The list itself draws the same line.
    expect((await get(`/api/admin/audit-log?action=${m}`, caseworker)).statusCode).toBe(403);
  });

  it('refuses an unknown list, an unknown format and a filter the list itself refuses, with the list’s own words', async () => {
    const unknown = await get('/api/admin/export/passwords');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.stringContaining('users, incidents, recovery-applications') });

    const format = await get('/api/admin/export/users?format=xlsx');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please choose the format csv or json' });

    for (const [list, bad] of [
      ['users', 'status=bogus'],
      ['money-trails', 'email=not-an-email'],
      ['money-trails', 'incidentId=99999999999'],
      ['audit-log', 'from=yesterday'],
      ['incidents', `q=${'x'.repeat(201)}`],
    ] as const) {
      const listRefusal = await get(`/api/admin/${list}?${bad}`);
      const exportRefusal = await get(`/api/admin/export/${list}?${bad}`);
      expect(listRefusal.statusCode, `${list} ${bad}`).toBe(400);
      expect(exportRefusal.statusCode, `${list} ${bad}`).toBe(400);
      expect(exportRefusal.json()).toEqual(listRefusal.json());
    }
  });

  it("allows one client a budget of exports, then answers 429 until its window passes", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= EXPORT_RATE_LIMIT.max; i += 1) {
      statuses.push((await get('/api/admin/export/users?q=nobody-matches-this-term', admin, '10.7.0.1')).statusCode);
    }
    expect(statuses.slice(0, EXPORT_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses[EXPORT_RATE_LIMIT.max]).toBe(429);
  });

  it("limits a caseworker's incidents, applications, payouts, money trails and documents to their own cases, and leaves an admin's whole", async () => {
    const outsider = `outsider.${m}@example.com`;
    const document = { mimeType: 'application/pdf', sizeBytes: 10, sha256: 'cd'.repeat(32), category: 'financial', status: 'pending' } as const;
    await t.app.db.insert(documents).values([
      { ...document, userEmail: victimEmail, recoveryId: otherIncidentId, filename: `other-case-${m}.pdf`, storageKey: `cases/${m}-4.pdf` },
      // Sent outside any case: the victim of the caseworker's case, and someone else.
      { ...document, userEmail: victimEmail, filename: `no-case-${m}.pdf`, storageKey: `cases/${m}-5.pdf` },
      { ...document, userEmail: outsider, filename: `outsider-${m}.pdf`, storageKey: `cases/${m}-6.pdf` },
    ]);
    const mine = await createStaff(t.app, { role: 'caseworker' });
    // Put on one case by an admin; the second one they only took themselves (no admin confirmed it).
    await putOnCase(t.app, { incidentId, adminId: mine.admin.id });
    await putOnCase(t.app, { incidentId: otherIncidentId, adminId: mine.admin.id, confirmed: false });

    type Row = { id: number; originalName?: string };
    const rowsOf = async (list: ExportList, who: typeof admin) => {
      const res = await get(`/api/admin/export/${list}?${widerFor()[list]}&format=json`, who);
      expect(res.statusCode, `${list}: ${res.body}`).toBe(200);
      return JSON.parse(res.body) as Row[];
    };
    const idsIn = async (table: typeof moneyTrails | typeof payoutRequests, incident: number) =>
      (await t.app.db.select({ id: table.id }).from(table).where(eq(table.incidentId, incident))).map((row) => row.id).sort((a, b) => a - b);
    const sorted = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b);

    expect(sorted(await rowsOf('incidents', mine))).toEqual([incidentId]);
    expect((await rowsOf('incidents', admin)).length).toBe(3);
    expect(sorted(await rowsOf('money-trails', mine))).toEqual(await idsIn(moneyTrails, incidentId));
    expect(sorted(await rowsOf('money-trails', admin))).toEqual([...(await idsIn(moneyTrails, incidentId)), ...(await idsIn(moneyTrails, otherIncidentId))].sort((a, b) => a - b));
    const applicationsOf = async (who: typeof admin) => (await rowsOf('recovery-applications', who)).map((row) => (row as Row & { email: string }).email).sort();
    // Only the application linked to their case; the two linked to none are an admin's to see.
    expect(await applicationsOf(mine)).toEqual([`a1.${m}@example.com`]);
    expect(await applicationsOf(admin)).toEqual([`a1.${m}@example.com`, `a2.${m}@example.com`, `a3.${m}@example.com`]);
    expect(sorted(await rowsOf('payout-requests', mine))).toEqual(await idsIn(payoutRequests, incidentId));
    expect(await rowsOf('payout-requests', admin)).toHaveLength(2);
    const myDocuments = (await rowsOf('documents', mine)).map((row) => row.originalName).sort();
    expect(myDocuments).toEqual(['+proof.pdf', 'id.pdf', `no-case-${m}.pdf`, 'statement.pdf']);
    expect((await rowsOf('documents', admin)).map((row) => row.originalName)).toEqual(expect.arrayContaining([`other-case-${m}.pdf`, `outsider-${m}.pdf`]));

    // A caseworker on no case takes away nothing but the header.
    for (const list of ['incidents', 'recovery-applications', 'money-trails', 'payout-requests', 'documents'] as const) {
      expect(await rowsOf(list, caseworker), list).toEqual([]);
      const csv = await get(`/api/admin/export/${list}?${widerFor()[list]}&format=csv`, caseworker);
      expect(readCsv(csv.body), list).toHaveLength(1);
    }
  });

  it('is for staff only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/export/users' });
    expect(res.statusCode).toBe(401);
  });
});

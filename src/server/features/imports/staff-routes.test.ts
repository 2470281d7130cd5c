import { count, eq, inArray, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportPreview, type ImportResult } from '@shared/imports/schema';
import { importReportCsv } from '@shared/imports/report';
import { auditLog, fraudIncidents, mailOutbox, moneyTrails, platforms, webhookDeliveries } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { createIncident, createPlatform } from '../../test/fixtures';
import { readCsv } from '../../test/read-csv';
import { purgeUnconfirmedReports } from '../incidents/purge-unconfirmed-reports';
import { PREVIEW_STALE_MESSAGE } from './commit-import';
import { REQUIRED_CELL_MESSAGE } from './check-import';

const t = appWithPeople();
/** In every platform and address this file makes, so its rows are told from any other. */
const m = `imp${Date.now().toString(36)}`;
const CASES_HEADER = 'Platform,Victim email,Status,Fraud type,Amount lost,Currency,Incident date,Website,Description';

type File = { name?: string; data: string | Buffer };
function form(fields: Record<string, string>, file: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)], { type: 'text/csv' }), file.name ?? 'caseload.csv');
  return data;
}

// The routes allow 30 calls a minute per client: each call here comes from an address of its own.
let client = 0;
const post = (url: string, fields: Record<string, string>, file: File | null, headers = t.admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: form(fields, file), remoteAddress: `10.9.${Math.floor(++client / 250)}.${client % 250}` });
const preview = (kind: string, data: string | Buffer, headers = t.admin.headers) => post('/api/admin/imports/preview', { kind }, { data }, headers);
const commit = (kind: string, data: string | Buffer, previewDigest: string, options: { vouched?: boolean; headers?: { authorization: string } } = {}) =>
  post('/api/admin/imports', { kind, previewDigest, vouched: String(options.vouched ?? false) }, { data }, options.headers ?? t.admin.headers);

async function previewOf(kind: string, data: string | Buffer): Promise<ImportPreview> {
  const response = await preview(kind, data);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportPreview>();
}

async function imported(kind: string, data: string | Buffer, options: { vouched?: boolean } = {}): Promise<ImportResult> {
  const { previewDigest } = await previewOf(kind, data);
  const response = await commit(kind, data, previewDigest, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ImportResult>();
}

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, ...response.json<{ code: string; message: string }>() });

/** Every table an import may write, counted: a refused or failed import leaves each as it was. */
async function counts() {
  const db = t.app.db;
  const [incidents, trails, platformRows, audits, mails, webhooks] = await Promise.all([
    db.select({ n: count() }).from(fraudIncidents),
    db.select({ n: count() }).from(moneyTrails),
    db.select({ n: count() }).from(platforms),
    db.select({ n: count() }).from(auditLog),
    db.select({ n: count() }).from(mailOutbox),
    db.select({ n: count() }).from(webhookDeliveries),
  ]);
  return { incidents: incidents[0]!.n, trails: trails[0]!.n, platforms: platformRows[0]!.n, audits: audits[0]!.n, mails: mails[0]!.n, webhooks: webhooks[0]!.n };
}

const casesOn = async (platformName: string) =>
  t.app.db
    .select({ id: fraudIncidents.id, email: fraudIncidents.victimEmail, loss: fraudIncidents.lossAmount, status: fraudIncidents.status, confirmedVia: fraudIncidents.confirmedVia })
    .from(fraudIncidents)
    .innerJoin(platforms, eq(platforms.id, fraudIncidents.platformId))
    .where(eq(platforms.name, platformName))
    .orderBy(fraudIncidents.id);

describe('who may import', () => {
  it('is an admin only: a caseworker is refused both the preview and the import, and nothing is read or written', async () => {
    const before = await counts();
    const file = `${CASES_HEADER}\r\nCaseworker ${m},cw.${m}@example.com,,,100.00,,2025-01-02,,\r\n`;
    expect((await preview('cases', file, t.caseworker.headers)).statusCode).toBe(403);
    expect((await commit('cases', file, 'a'.repeat(64), { headers: t.caseworker.headers })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe('the preview of a file of cases', () => {
  const platform = `Harbour Coin ${m}`;
  // A BOM, CRLF, quoted cells holding commas, quotes and a line break, a formula-like cell, a blank
  // line, the fraud type and status in words, and rows each wrong in its own way.
  const file =
    '\uFEFF' +
    [
      CASES_HEADER,
      `${platform},anna.${m}@example.com,Under Review,Investment scam,1500.00,USD,2025-03-01,https://harbour-coin.example,"Sent money, twice; said ""guaranteed"""`,
      `"${platform}",BOB.${m}@Example.com,,romance_scam,250,,2025-03-02,,"=HYPERLINK(""http://evil.example"")"`,
      `${platform},not-an-email,open,,10,,2025-03-03,,`,
      `${platform},carl.${m}@example.com,pending,,"1,500.00",EURO,2099-01-01,,`,
      '',
      `,dora.${m}@example.com,open,,10.005,,2025-03-04,,`,
      `${platform},eve.${m}@example.com,open,,99.99,,2025-03-05`,
      `New Platform ${m},fay.${m}@example.com,closed,Phishing,0.5,,2025-03-06,,"Line one\r\nline two"`,
      `${platform},anna.${m}@example.com,resolved,,20,,2025-03-01,,`,
    ].join('\r\n') +
    '\r\n';

  it('checks every row by the form’s rules, says each refusal’s row, column and reason, and writes nothing', async () => {
    const before = await counts();
    const result = await previewOf('cases', file);
    expect(result).toMatchObject({ kind: 'cases', fileName: 'caseload.csv', rows: 8, toImport: 3, refused: 5, newPlatforms: [platform, `New Platform ${m}`], ignoredColumns: [] });
    expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(result.problems).toEqual([
      { row: 4, column: 'Victim email', message: 'Please enter a valid email address' },
      { row: 5, column: 'Status', message: 'Status is one of: Open, Under Review, Under Investigation, Recovery Available, Resolved, Closed' },
      { row: 5, column: 'Amount lost', message: 'Please enter a valid amount (write it without currency signs or thousands separators, like 1500.00)' },
      { row: 5, column: 'Currency', message: 'Please choose a currency from the list' },
      { row: 5, column: 'Incident date', message: 'The incident date cannot be in the future' },
      // Row 6 is blank, as a spreadsheet shows it, and is passed over.
      { row: 7, column: 'Platform', message: REQUIRED_CELL_MESSAGE },
      { row: 7, column: 'Amount lost', message: 'Please enter a valid amount' },
      { row: 8, column: null, message: expect.stringMatching(/^This row has 7 cells where the header has 9/) },
      { row: 10, column: null, message: 'Likely the same case as row 2: the same victim e-mail, platform and incident date' },
    ]);
    // Each cell as it will be stored: the address in its one form, the words as values, the formula as text.
    expect(result.sample).toEqual([
      { row: 2, cells: [platform, `anna.${m}@example.com`, 'under_review', 'investment_scam', '1500.00', 'USD', '2025-03-01', 'https://harbour-coin.example', 'Sent money, twice; said "guaranteed"'] },
      { row: 3, cells: [platform, `bob.${m}@example.com`, 'open', 'romance_scam', '250', 'USD', '2025-03-02', '', '=HYPERLINK("http://evil.example")'] },
      { row: 9, cells: [`New Platform ${m}`, `fay.${m}@example.com`, 'closed', 'phishing', '0.5', 'USD', '2025-03-06', '', 'Line one\r\nline two'] },
    ]);
    expect(await counts()).toEqual(before);
  });

  it('gives the refused rows as a report to download, each reason on a line of its own', async () => {
    const result = await previewOf('cases', file);
    const lines = readCsv(importReportCsv(result));
    expect(lines[0]).toEqual(['Row', 'Outcome', 'Reference', 'Column', 'Reason']);
    expect(lines.slice(1).map((line) => line.slice(0, 4))).toEqual([
      ['4', 'Refused', '', 'Victim email'],
      ['5', 'Refused', '', 'Status'],
      ['5', 'Refused', '', 'Amount lost'],
      ['5', 'Refused', '', 'Currency'],
      ['5', 'Refused', '', 'Incident date'],
      ['7', 'Refused', '', 'Platform'],
      ['7', 'Refused', '', 'Amount lost'],
      ['8', 'Refused', '', ''],
      ['10', 'Refused', '', ''],
    ]);
    expect(lines[1]![4]).toBe('Please enter a valid email address');
  });

  it('refuses a day the calendar does not have, which Date.parse would move and the date column would refuse', async () => {
    const cases = await previewOf('cases', `${CASES_HEADER}\r\nCalendar ${m},cal.${m}@example.com,,,1,,2025-02-30,,\r\n`);
    expect(cases.problems).toEqual([{ row: 2, column: 'Incident date', message: 'That date does not exist' }]);
    const incident = await createIncident(t.app, { victimEmail: `cal.${m}@example.com` });
    const trails = await previewOf('money-trails', `Case,Type,Amount,To account,Transaction date\r\n${incident.id},transfer,1,Mule,2025-04-31T10:00:00Z\r\n`);
    expect(trails.problems).toEqual([{ row: 2, column: 'Transaction date', message: 'That date does not exist' }]);
  });

  it('refuses a whole file that cannot be read as meant, before any row, and says why', async () => {
    const cases: [string | Buffer, RegExp][] = [
      [`Platform,Victim email,Victim name,Amount lost,Incident date,Phone\r\nX,a@example.com,Ann,1,2025-01-01,1\r\n`, /^Unknown columns: “Victim name”, “Phone”\. A file of cases may have: “Platform”, “Victim email”.*A case’s victim is its e-mail address/],
      [`Victim email,Status\r\na@example.com,open\r\n`, /^Missing required columns: “Platform”, “Amount lost”, “Incident date”\.$/],
      [`Platform,platform,Victim email,Amount lost,Incident date\r\n`, /“Platform” appears more than once in the header/],
      [`Platform,,Victim email,Amount lost,Incident date\r\n`, /^Column 2 has no header/],
      ['', /^The file is empty\.$/],
      ['\r\n\r\n', /^The file has no header row/],
      [Buffer.from('Platform,Victim email\r\nCaf\xe9,a@example.com\r\n', 'latin1'), /^The file is not UTF-8 text/],
      [Buffer.from('Platform,Victim email\r\nX\u0000,a@example.com\r\n'), /^The file holds a NUL character \(line 2\)/],
      [Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(20)]), /^This is a spreadsheet workbook/],
      [Buffer.from('\uFEFFPlatform', 'utf16le'), /UTF-16/],
      [`${CASES_HEADER}\r\nX,a@example.com,open,,"10,,2025-01-01,,\r\n`, /^The file is not valid CSV near line \d+: a cell opens a quote/],
      [`${CASES_HEADER}\r\nX,a@example.com,open,,10,,2025-01-01,,say "hi"\r\n`, /^The file is not valid CSV near line 2: a quote \("\) inside a cell that is not in quotes/],
    ];
    const before = await counts();
    for (const [data, message] of cases) {
      const response = await preview('cases', data);
      expect(refusal(response), String(data)).toEqual({ status: 400, code: 'IMPORT_FILE_REFUSED', message: expect.stringMatching(message) });
    }
    expect(await counts()).toEqual(before);
  });

  it('bounds a file at 5 MB and 10,000 rows, and needs a file and a kind', async () => {
    const row = `P ${m},a@example.com,open,,1,,2025-01-01,,`;
    const tooMany = `${CASES_HEADER}\r\n${`${row}\r\n`.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(refusal(await preview('cases', tooMany))).toEqual({ status: 400, code: 'IMPORT_FILE_REFUSED', message: 'The file has 10,001 rows; at most 10,000 are imported at once. Please split it into smaller files.' });
    const tooLarge = `${CASES_HEADER}\r\n${'x'.repeat(MAX_IMPORT_BYTES)}`;
    expect(refusal(await preview('cases', tooLarge))).toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
    expect(refusal(await post('/api/admin/imports/preview', { kind: 'cases' }, null))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Please choose a CSV file to import' });
    expect(refusal(await preview('victims', `${CASES_HEADER}\r\n`))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Please choose what the file holds: cases or money-trails' });
    const two = form({ kind: 'cases' }, { data: `${CASES_HEADER}\r\n` });
    two.append('file', new Blob([`${CASES_HEADER}\r\n`]), 'second.csv');
    const twoFiles = await t.app.inject({ method: 'POST', url: '/api/admin/imports/preview', headers: t.admin.headers, payload: two, remoteAddress: '10.10.0.2' });
    expect(refusal(twoFiles)).toEqual({ status: 413, code: 'TOO_MANY_FILES', message: 'Please import one file at a time.' });
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/imports/preview', headers: t.admin.headers, payload: { kind: 'cases' }, remoteAddress: '10.10.0.1' });
    expect(json.statusCode).toBe(415);
  });
});

describe('importing cases', () => {
  it('imports exactly the good rows in one go, unconfirmed unless the organisation vouches (D18), and sends nothing', async () => {
    const platform = `Lantern Trade ${m}`;
    const file = [
      CASES_HEADER,
      `${platform},${t.victim.profile.email},Under Investigation,Investment scam,1234567.89,USD,2025-05-01,,Moved from the old tracker`,
      `${platform},gil.${m}@example.com,,,0.01,,2025-05-02,,`,
      `${platform},not-an-email,,,5,,2025-05-03,,`,
    ].join('\r\n');
    const before = await counts();
    const result = await imported('cases', file);
    expect(result).toMatchObject({ kind: 'cases', imported: 2, refused: 1, confirmed: false, platformsCreated: [platform] });
    expect(result.problems).toEqual([{ row: 4, column: 'Victim email', message: 'Please enter a valid email address' }]);
    const rows = await casesOn(platform);
    expect(rows.map(({ email, loss, status, confirmedVia }) => ({ email, loss, status, confirmedVia }))).toEqual([
      // Exact, as typed: never through a float.
      { email: t.victim.profile.email, loss: '1234567.89', status: 'under_investigation', confirmedVia: null },
      { email: `gil.${m}@example.com`, loss: '0.01', status: 'open', confirmedVia: null },
    ]);
    expect(result.records).toEqual(rows.map((row, i) => ({ row: i + 2, id: row.id, reference: `FR-${String(row.id).padStart(6, '0')}` })));
    // No mail to anyone, no webhook, and no account made for a victim.
    const after = await counts();
    expect(after).toMatchObject({ incidents: before.incidents + 2, platforms: before.platforms + 1, mails: before.mails, webhooks: before.webhooks });
    // An unconfirmed imported case does not reach the victim's pages (D18).
    const own = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${rows[0]!.id}`, cookies: t.victim.cookies });
    expect(own.statusCode).toBe(404);

    // Vouched: confirmed by staff, so the victim finds it when they sign in.
    const vouchedPlatform = `Vouched ${m}`;
    const vouched = await imported('cases', `${CASES_HEADER}\r\n${vouchedPlatform},${t.victim.profile.email},,,75.50,,2025-06-01,,\r\n`, { vouched: true });
    expect(vouched).toMatchObject({ imported: 1, refused: 0, confirmed: true });
    const [vouchedCase] = await casesOn(vouchedPlatform);
    expect(vouchedCase!.confirmedVia).toBe('staff');
    expect((await t.app.inject({ method: 'GET', url: `/api/recovery-details/${vouchedCase!.id}`, cookies: t.victim.cookies })).statusCode).toBe(200);
    expect((await counts()).mails).toBe(before.mails);
  });

  it('writes one audit row for the import and one per case, as a case made by hand has', async () => {
    const platform = `Audited ${m}`;
    const file = `${CASES_HEADER}\r\n${platform},hal.${m}@example.com,,,10,,2025-07-01,,\r\n${platform},ivy.${m}@example.com,,,20,,2025-07-02,,\r\nbad row\r\n`;
    const result = await imported('cases', file, { vouched: true });
    const [summary] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, result.sha256));
    expect(summary).toMatchObject({
      actorType: 'admin',
      actorId: String(t.admin.admin.id),
      actorRole: 'admin',
      action: 'import.cases',
      entityType: 'import',
      after: { fileName: 'caseload.csv', sha256: result.sha256, kind: 'cases', rows: 3, imported: 2, refused: 1, vouched: true, platformsCreated: 1 },
    });
    const perCase = await t.app.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, result.records.map((record) => String(record.id))))
      .orderBy(auditLog.id);
    expect(perCase.map((row) => [row.action, row.entityType, row.actorId])).toEqual([
      ['incident.imported', 'fraud_incident', String(t.admin.admin.id)],
      ['incident.imported', 'fraud_incident', String(t.admin.admin.id)],
    ]);
    expect(perCase[0]!.after).toMatchObject({ email: `hal.${m}@example.com`, lossAmount: '10.00', confirmedVia: 'staff', platform: { name: platform }, platformCreated: true, import: { fileName: 'caseload.csv', sha256: result.sha256, row: 2 } });
  });

  it('refuses likely duplicates, in the file and against the cases already in Haven, and a file imported twice adds nothing', async () => {
    const platform = await createPlatform(t.app, { name: `Existing ${m}` });
    const existing = await createIncident(t.app, { victimEmail: `jo.${m}@example.com`, platformId: platform.id, incidentDate: '2025-08-01' });
    const file = [
      CASES_HEADER,
      // The same address in other letters, the platform in other case: the same case.
      `existing ${m},JO.${m}@example.com,,,10,,2025-08-01,,`,
      `Existing ${m},jo.${m}@example.com,,,10,,2025-08-02,,`,
      `Existing ${m},kim.${m}@example.com,,,10,,2025-08-02,,`,
      `EXISTING ${m},kim.${m}@example.com,,,99,,2025-08-02,,another amount, the same case`,
    ].join('\r\n');
    const first = await previewOf('cases', file);
    expect(first.problems).toEqual([
      { row: 2, column: null, message: `Likely already in Haven as FR-${String(existing.id).padStart(6, '0')}: the same victim e-mail, platform and incident date` },
      { row: 5, column: null, message: expect.stringMatching(/^This row has 10 cells/) },
    ]);
    expect(first.newPlatforms).toEqual([]);
    const result = await imported('cases', file);
    expect(result.imported).toBe(2);
    const again = await previewOf('cases', file);
    expect(again).toMatchObject({ toImport: 0, refused: 4 });
    const before = await counts();
    expect(refusal(await commit('cases', file, again.previewDigest))).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: 'Nothing to import: every row of the file was refused.' });
    expect(await counts()).toEqual(before);
  });

  it('imports nothing when the records changed since the preview, and says so', async () => {
    const platform = `Stale ${m}`;
    const file = `${CASES_HEADER}\r\n${platform},lee.${m}@example.com,,,10,,2025-09-01,,\r\n${platform},max.${m}@example.com,,,10,,2025-09-01,,\r\n`;
    const { previewDigest } = await previewOf('cases', file);
    // Someone records one of these cases by hand meanwhile.
    await t.app.inject({ method: 'POST', url: '/api/admin/incidents', headers: t.admin.headers, payload: { platformName: platform, victimEmail: `lee.${m}@example.com`, amount: '10', incidentDate: '2025-09-01' } });
    const before = await counts();
    expect(refusal(await commit('cases', file, previewDigest))).toEqual({ status: 409, code: 'IMPORT_PREVIEW_STALE', message: PREVIEW_STALE_MESSAGE });
    // Another file under the old preview's digest is refused the same way.
    expect(refusal(await commit('cases', `${file}${platform},ned.${m}@example.com,,,10,,2025-09-01,,\r\n`, previewDigest)).status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('keeps nothing when a write fails part-way: a row the database refuses only at insert', async () => {
    const platform = `Half ${m}`;
    const file = [CASES_HEADER, ...['one', 'two', 'explode on insert', 'four'].map((words, i) => `${platform},row${i}.${m}@example.com,,,10,,2025-10-0${i + 1},,${words}`)].join('\r\n');
    const { previewDigest } = await previewOf('cases', file);
    await t.app.db.execute(sql`alter table fraud_incidents add constraint test_import_fails check (description is distinct from 'explode on insert') not valid`);
    try {
      const before = await counts();
      const response = await commit('cases', file, previewDigest);
      expect(response.statusCode).toBe(500);
      // No case, no new platform, no audit row: nothing half-imported.
      expect(await counts()).toEqual(before);
      expect(await casesOn(platform)).toEqual([]);
    } finally {
      await t.app.db.execute(sql`alter table fraud_incidents drop constraint test_import_fails`);
    }
  });

  it('keeps nothing when the last write fails, after every case and its audit row were written', async () => {
    const platform = `Last ${m}`;
    const file = `${CASES_HEADER}\r\n${platform},oli.${m}@example.com,,,10,,2025-10-01,,\r\n${platform},pia.${m}@example.com,,,10,,2025-10-02,,\r\n`;
    const { previewDigest } = await previewOf('cases', file);
    await t.app.db.execute(sql`alter table audit_log add constraint test_import_fails check (action <> 'import.cases') not valid`);
    try {
      const before = await counts();
      expect((await commit('cases', file, previewDigest)).statusCode).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await t.app.db.execute(sql`alter table audit_log drop constraint test_import_fails`);
    }
    // The same file goes in once the fault is gone.
    expect((await commit('cases', file, previewDigest)).statusCode).toBe(201);
  });

  it('keeps an unconfirmed imported case past the retention period: it is staff’s record (D20)', async () => {
    const platform = `Kept ${m}`;
    const result = await imported('cases', `${CASES_HEADER}\r\n${platform},quinn.${m}@example.com,,,10,,2025-01-15,,\r\n`);
    const later = () => new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await purgeUnconfirmedReports({ db: t.app.db, storage: t.app.storage, clock: later, log: { info: () => {}, error: () => {} } });
    expect((await casesOn(platform)).map((row) => row.id)).toEqual([result.records[0]!.id]);
  });
});

describe('importing money trails', () => {
  let caseId: number;
  let otherId: number;
  let mergedId: number;
  const ref = (id: number) => `FR-${String(id).padStart(6, '0')}`;
  const TRAILS_HEADER = 'Case,Type,Amount,Currency,From account,To account,Transaction date,Status,Blockchain transaction,Description';

  beforeAll(async () => {
    caseId = (await createIncident(t.app, { victimEmail: `rae.${m}@example.com` })).id;
    otherId = (await createIncident(t.app, { victimEmail: `sam.${m}@example.com` })).id;
    mergedId = (await createIncident(t.app, { victimEmail: `rae.${m}@example.com`, mergedIntoId: caseId })).id;
  });

  it('keeps each amount exact in its currency’s places (D16), names cases by reference, and refuses what the form refuses', async () => {
    const file = [
      TRAILS_HEADER,
      `${ref(caseId)},Transfer,1500,USD,GB29 NWBK 6016 1331 9268 19,Mule account 12345678,2025-02-01,pending,,First deposit`,
      `fr-${caseId},withdrawal,0.00012345,btc,,bc1qscammerwallet,2025-02-02T10:30:00.000Z,Suspicious,f4184fc596403b9d,`,
      `${otherId},payment,99999999999.99,EUR,,Mule account 87654321,2025-02-03,,,`,
      `${ref(caseId)},transfer,10.005,USD,,Mule,2025-02-04,,,`,
      `${ref(caseId)},transfer,0.000000001,BTC,,Mule,2025-02-04,,,`,
      `${ref(999_999)},transfer,1,USD,,Mule,2025-02-04,,,`,
      `${ref(mergedId)},transfer,1,USD,,Mule,2025-02-04,,,`,
      `case 7,gift,1,DOGE,,,yesterday,lost,,`,
      `${ref(caseId)},transfer,1500.00,USD,gb29-nwbk-6016-1331-9268-19,MULE ACCOUNT 12345678,2025-02-01,verified,,the same transfer again`,
    ].join('\n');
    const result = await previewOf('money-trails', file);
    expect(result.problems).toEqual([
      { row: 5, column: 'Amount', message: 'USD amounts have at most 2 decimal places' },
      { row: 6, column: 'Amount', message: 'BTC amounts have at most 8 decimal places' },
      { row: 7, column: 'Case', message: 'There is no case FR-999999 in Haven' },
      { row: 8, column: 'Case', message: `${ref(mergedId)} was merged into ${ref(caseId)}: name ${ref(caseId)} instead` },
      { row: 9, column: 'Case', message: 'Write the case’s reference, like FR-000123' },
      { row: 9, column: 'Type', message: 'Please choose the transaction type' },
      { row: 9, column: 'Currency', message: 'Please choose a currency or crypto asset from the list' },
      { row: 9, column: 'To account', message: REQUIRED_CELL_MESSAGE },
      { row: 9, column: 'Transaction date', message: 'Please enter a valid transaction date' },
      { row: 9, column: 'Status', message: 'Please choose pending, verified, suspicious or recovered' },
      { row: 10, column: null, message: 'Likely the same transfer as row 2: the same case, type, amount, currency, accounts, date and blockchain transaction' },
    ]);
    expect(result.sample.map((sample) => sample.cells.slice(0, 4))).toEqual([
      [ref(caseId), 'transfer', '1500.00', 'USD'],
      [ref(caseId), 'withdrawal', '0.00012345', 'BTC'],
      [ref(otherId), 'payment', '99999999999.99', 'EUR'],
    ]);

    const before = await counts();
    const done = await imported('money-trails', file);
    expect(done).toMatchObject({ kind: 'money-trails', imported: 3, refused: 6, confirmed: null, platformsCreated: [] });
    const trails = await t.app.db.select().from(moneyTrails).where(inArray(moneyTrails.id, done.records.map((record) => record.id))).orderBy(moneyTrails.id);
    expect(trails.map((trail) => [trail.incidentId, trail.transactionType, trail.amount, trail.currency, trail.status])).toEqual([
      [caseId, 'transfer', '1500.00000000', 'USD', 'pending'],
      [caseId, 'withdrawal', '0.00012345', 'BTC', 'suspicious'],
      [otherId, 'payment', '99999999999.99000000', 'EUR', 'pending'],
    ]);
    expect(trails[1]!.transactionDate.toISOString()).toBe('2025-02-02T10:30:00.000Z');
    expect(done.records.map((record) => record.reference)).toEqual([ref(caseId), ref(caseId), ref(otherId)]);
    const audits = await t.app.db.select().from(auditLog).where(inArray(auditLog.action, ['money_trail.imported', 'import.money_trails']));
    expect(audits.filter((row) => row.action === 'money_trail.imported').map((row) => row.entityId).sort()).toEqual(trails.map((trail) => String(trail.id)).sort());
    expect(audits.find((row) => row.action === 'import.money_trails')!.after).toEqual({ fileName: 'caseload.csv', sha256: done.sha256, kind: 'money-trails', rows: 9, imported: 3, refused: 6 });
    expect(audits.find((row) => row.entityId === String(trails[1]!.id))!.after).toMatchObject({ amount: '0.00012345', currency: 'BTC', import: { row: 3 } });
    expect((await counts()).mails).toBe(before.mails);

    // The same file again: every transfer is already recorded.
    const again = await previewOf('money-trails', file);
    expect(again.toImport).toBe(0);
    expect(again.problems.find((problem) => problem.row === 2)).toEqual({ row: 2, column: null, message: `Likely already recorded on ${ref(caseId)}: the same case, type, amount, currency, accounts, date and blockchain transaction` });
  });
});

describe('a file exported from Haven reads back', () => {
  it('has the export’s columns: the incidents and money-trails exports import as they are, each row a duplicate of what is there', async () => {
    const platform = await createPlatform(t.app, { name: `=Round ${m}` });
    const incident = await createIncident(t.app, { victimEmail: `tom.${m}@example.com`, platformId: platform.id, incidentDate: '2025-04-04', lossAmount: '321.09', fraudType: 'phishing', description: '+ sent via "wire", twice' });
    await t.app.db.insert(moneyTrails).values({ incidentId: incident.id, transactionType: 'transfer', amount: '0.50000000', currency: 'ETH', toAccount: '@scam-wallet-0001', transactionDate: new Date('2025-04-05T08:00:00Z') });
    const exported = async (list: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/export/${list}?format=csv&q=${encodeURIComponent(`tom.${m}`)}`, headers: t.admin.headers });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const cases = await previewOf('cases', await exported('incidents'));
    expect(cases.ignoredColumns.map((column) => column.header)).toEqual(['ID', 'Reference', 'Confirmed', 'Confirmed through', 'Reported', 'Last updated', 'Tags']);
    // The export's ' before a formula-like cell is taken off again: the same platform, the same case.
    expect(cases.problems).toEqual([{ row: 2, column: null, message: `Likely already in Haven as FR-${String(incident.id).padStart(6, '0')}: the same victim e-mail, platform and incident date` }]);

    const trailsCsv = await t.app.inject({ method: 'GET', url: `/api/admin/export/money-trails?format=csv&incidentId=${incident.id}`, headers: t.admin.headers });
    const trails = await previewOf('money-trails', trailsCsv.body);
    expect(trails.ignoredColumns.map((column) => column.header)).toEqual(['ID', 'Recorded']);
    expect(trails.problems).toEqual([{ row: 2, column: null, message: expect.stringMatching(/^Likely already recorded on FR-/) }]);
  });
});

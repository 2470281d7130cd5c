import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCaseReference } from '@shared/format/case-reference';
import { auditLog, moneyTrails, recoveryApplications, scamSiteDecisions, sessions, userProfiles } from '../../../kernel/db/schema/index';
import { hashToken } from '../../auth/tokens';
import { putOnCase } from '../../../test/case-staff';
import { createIncident, createPlatform, createStaff, createVictim } from '../../../test/fixtures';
import { testAppForSuite } from '../../../test/suite-app';
import { mispProblems, STIX_COMPARISON, stixSchemaProblems } from './fixtures/validators';

const t = testAppForSuite();
const m = Date.now().toString(36);
const victimEmail = `anna.lindqvist.${m}@example.org`;
const victimName = 'Anna Lindqvist';
const victimPhone = '+46 70 123 45 67';
const applicantPhone = '+44 7911 123456';
const victimIban = 'GB29 NWBK 6016 1331 9268 19';
const scamSite = `harbour-${m}.com`;
const txHash = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';

let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let platformName: string;
const ids = { main: 0, other: 0, unconfirmed: 0, merged: 0, keptOff: 0 };

/** Everything about the victim that must never leave in a file shared outside. */
const victimData = [
  victimEmail,
  `anna.lindqvist.${m}`,
  victimName,
  'Lindqvist',
  '701234567',
  '7911123456',
  '7313.37',
  '0.12345678',
  'GB29NWBK',
  'GB29 NWBK',
  txHash,
  'A private description of what happened',
  'Mule account',
  'payments.pending',
  '2079460000',
];

beforeAll(async () => {
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
  const platform = await createPlatform(t.app, { name: `Harbour Invest ${m}` });
  platformName = platform.name;
  await t.app.db.insert(userProfiles).values({ email: victimEmail, fullName: victimName, phone: victimPhone, country: 'se', passwordHash: 'x', isVerified: true });
  const common = { victimEmail, platformId: platform.id, lossAmount: '7313.37', description: 'A private description of what happened', fraudType: 'investment_scam' as const };
  const main = await createIncident(t.app, { ...common, status: 'under_investigation', websiteUrl: `https://login.${scamSite}/deposit?email=${victimEmail}#account` });
  const other = await createIncident(t.app, { ...common, victimEmail: `someone.else.${m}@example.org`, fraudType: 'romance_scam', websiteUrl: 'https://www.facebook.com/harbour.page' });
  const unconfirmed = await createIncident(t.app, { ...common, websiteUrl: `unconfirmed-${m}.com`, confirmedAt: null, confirmedVia: null });
  const merged = await createIncident(t.app, { ...common, websiteUrl: `merged-${m}.com`, mergedIntoId: main.id, status: 'closed' });
  const keptOff = await createIncident(t.app, { ...common, websiteUrl: `https://kept-off-${m}.com/x` });
  Object.assign(ids, { main: main.id, other: other.id, unconfirmed: unconfirmed.id, merged: merged.id, keptOff: keptOff.id });
  await t.app.db.insert(scamSiteDecisions).values({ domain: `kept-off-${m}.com`, listed: false, reason: 'An honest shop', decidedBy: 'admin' });

  const trail = { transactionType: 'transfer', transactionDate: new Date('2026-03-02T10:00:00Z'), amount: '7313.37', currency: 'EUR', status: 'verified' as const };
  await t.app.db.insert(moneyTrails).values([
    { ...trail, incidentId: main.id, fromAccount: victimIban, toAccount: 'DE89 3704 0044 0532 0130 00' },
    { ...trail, incidentId: main.id, amount: '0.12345678', currency: 'BTC', status: 'suspicious', toAccount: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', blockchainTx: txHash },
    { ...trail, incidentId: main.id, toAccount: '+44 7700 900123' },
    { ...trail, incidentId: main.id, toAccount: 'Payments.Desk@Scam-Mail.example' },
    // Not checked yet, money coming back, the victim's own address, and words: none goes out.
    { ...trail, incidentId: main.id, status: 'pending', toAccount: 'payments.pending@scam-mail.example' },
    { ...trail, incidentId: main.id, status: 'recovered', toAccount: '+44 20 7946 0000' },
    { ...trail, incidentId: main.id, toAccount: victimEmail },
    { ...trail, incidentId: main.id, toAccount: 'Mule account 12345678 (J. Smith)' },
    { ...trail, incidentId: other.id, toAccount: 'DE89370400440532013000' },
    { ...trail, incidentId: other.id, toAccount: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
    { ...trail, incidentId: unconfirmed.id, toAccount: 'GB82 WEST 1234 5698 7654 32' },
  ]);
  await t.app.db.insert(recoveryApplications).values({
    incidentId: main.id,
    fullName: victimName,
    email: victimEmail,
    phone: applicantPhone,
    country: 'se',
    platformName: platform.name,
    fraudType: 'investment_scam',
    incidentDate: '2026-02-01',
    lossAmount: '7313.37',
    incidentDescription: 'A private description of what happened',
    acceptTerms: true,
  });
  await putOnCase(t.app, { incidentId: main.id, adminId: caseworker.admin.id, confirmed: true });
  // Taken by the caseworker alone, never confirmed by an admin: not theirs to export in bulk (D17).
  await putOnCase(t.app, { incidentId: other.id, adminId: caseworker.admin.id, confirmed: false });
});

const get = (url: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const caseUrl = (id: number, format: string) => `/api/admin/incidents/${id}/threat-intel?format=${format}`;
type Bundle = { id: string; objects: { type: string; id: string; pattern?: string; description?: string }[] };
type Misp = { Event: { uuid: string; info: string; analysis: string; Attribute: { type: string; value: string; comment: string }[] } };
const patternsOf = (bundle: Bundle) => bundle.objects.filter((o) => o.type === 'indicator').map((o) => o.pattern!);
const auditRows = (actorId: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'threat_intel.exported'), eq(auditLog.actorId, String(actorId))));

const mainPatterns = () => [
  `[domain-name:value = '${scamSite}']`,
  `[url:value = 'https://login.${scamSite}/deposit']`,
  "[email-addr:value = 'payments.desk@scam-mail.example']",
  "[phone-number:value = '+447700900123']",
  "[bank-account:iban = 'DE89370400440532013000']",
  "[cryptocurrency-wallet:value = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4']",
];

function expectNoVictimData(body: string) {
  for (const value of victimData) expect(body, `the file holds ${value}`).not.toContain(value);
  // Not victim data, and not shared either: the platform a case names may be a legitimate one.
  expect(body).not.toContain(platformName);
}

describe('one case as STIX 2.1 and as a MISP event', () => {
  it("shares the case's scammer identifiers as a STIX bundle that the OASIS schemas accept, and nothing of its victim", async () => {
    const response = await get(caseUrl(ids.main, 'stix'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/stix+json; version=2.1; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="scammer-identifiers-${formatCaseReference(ids.main)}-\\d{4}-\\d{2}-\\d{2}\\.stix\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bundle = response.json<Bundle>();
    expect(stixSchemaProblems(bundle)).toEqual([]);
    expect(patternsOf(bundle)).toEqual(mainPatterns());
    for (const pattern of patternsOf(bundle)) expect(pattern).toMatch(STIX_COMPARISON);
    expectNoVictimData(response.body);

    // The same identifiers keep their ids in the next export; the bundle is a new one.
    const again = (await get(caseUrl(ids.main, 'stix'))).json<Bundle>();
    expect(again.objects.map((o) => o.id).slice(2)).toEqual(bundle.objects.map((o) => o.id).slice(2));
    expect(again.id).not.toBe(bundle.id);
  });

  it('shares the same identifiers as a MISP event that passes MISP\'s schema, types and value rules', async () => {
    const response = await get(caseUrl(ids.main, 'misp'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/\.misp\.json"$/);
    const event = response.json<Misp>();
    expect(mispProblems(event)).toEqual([]);
    expect(event.Event.info).toBe(`Scammer identifiers from Haven, case ${formatCaseReference(ids.main)}`);
    expect(event.Event.analysis).toBe('1');
    expect(event.Event.Attribute.map((a) => [a.type, a.value])).toEqual([
      ['domain', scamSite],
      ['url', `https://login.${scamSite}/deposit`],
      ['email', 'payments.desk@scam-mail.example'],
      ['phone-number', '+447700900123'],
      ['iban', 'DE89370400440532013000'],
      ['btc', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ]);
    expect(event.Event.Attribute[0]!.comment).toMatch(/^Domain of a website where victims reported fraud\. From 1 confirmed case at Haven, recorded \d{4}-\d{2}-\d{2}\. Fraud types: investment scam\.$/);
    expectNoVictimData(response.body);
  });

  it('is audited on the case: who, the format and how many identifiers, never the identifiers', async () => {
    const before = (await auditRows(caseworker.admin.id)).length;
    expect((await get(caseUrl(ids.main, 'misp'), caseworker.headers)).statusCode).toBe(200);
    const rows = await auditRows(caseworker.admin.id);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ entityType: 'fraud_incident', entityId: String(ids.main), actorRole: 'caseworker' });
    expect(row.after).toEqual({ format: 'MISP event', identifiers: 6 });
    expect(JSON.stringify(row)).not.toContain('DE89');
  });

  it('lets any staff member share a case they are not on (staff see every case), and leaves out a well-known site', async () => {
    const response = await get(caseUrl(ids.other, 'stix'), caseworker.headers);
    expect(response.statusCode).toBe(200);
    expect(patternsOf(response.json<Bundle>())).toEqual([
      "[bank-account:iban = 'DE89370400440532013000']",
      "[cryptocurrency-wallet:value = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa']",
    ]);
    expect(response.body).not.toContain('facebook');
  });

  it('refuses an unconfirmed report and a merged duplicate (409), a case that does not exist (404) and an unknown format (400), writing nothing', async () => {
    const before = (await auditRows(admin.admin.id)).length;
    const unconfirmed = await get(caseUrl(ids.unconfirmed, 'stix'));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'THREAT_INTEL_NOT_SHAREABLE', message: expect.stringContaining('not confirmed') });
    expect(unconfirmed.body).not.toContain('GB82');
    const merged = await get(caseUrl(ids.merged, 'misp'));
    expect(merged.statusCode).toBe(409);
    expect(merged.json()).toMatchObject({ code: 'THREAT_INTEL_NOT_SHAREABLE', message: expect.stringContaining('merged') });
    expect((await get(caseUrl(2_000_000_000, 'stix'))).json()).toMatchObject({ code: 'INCIDENT_NOT_FOUND' });
    const badFormat = await get(caseUrl(ids.main, 'csv'));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose the format stix or misp' });
    expect(await auditRows(admin.admin.id)).toHaveLength(before);
  });

  it('answers nobody but staff', async () => {
    const victim = await createVictim(t.app, victimEmail.replace('anna', 'other'));
    for (const url of [caseUrl(ids.main, 'stix'), '/api/admin/threat-intel?format=misp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const asVictim = await t.app.inject({ method: 'GET', url, cookies: victim.cookies });
      expect(asVictim.statusCode).toBe(401);
      expect(asVictim.body).not.toContain('DE89');
    }
  });
});

describe('every case the staff member may share', () => {
  it("an admin's holds every confirmed, unmerged case: each identifier once, with its count of cases", async () => {
    const response = await get('/api/admin/threat-intel?format=stix');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="scammer-identifiers-all-cases-\d{4}-\d{2}-\d{2}\.stix\.json"/);
    const bundle = response.json<Bundle>();
    expect(stixSchemaProblems(bundle)).toEqual([]);
    const patterns = patternsOf(bundle);
    for (const pattern of [...mainPatterns(), "[cryptocurrency-wallet:value = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa']"]) expect(patterns).toContain(pattern);
    expect(patterns.filter((p) => p.includes('DE89370400440532013000'))).toHaveLength(1);
    const iban = bundle.objects.find((o) => o.pattern?.includes('DE89370400440532013000'))!;
    expect(iban.description).toContain('From 2 confirmed cases at Haven');
    // The unconfirmed report, the merged duplicate and the site staff took off the list stay out.
    for (const absent of ['GB82WEST', `unconfirmed-${m}`, `merged-${m}`, `kept-off-${m}`, 'facebook']) expect(response.body).not.toContain(absent);
    expectNoVictimData(response.body);

    const misp = await get('/api/admin/threat-intel?format=misp');
    expect(mispProblems(misp.json())).toEqual([]);
    expect(misp.json<Misp>().Event.info).toBe('Scammer identifiers from Haven, every confirmed case');
    const [row] = (await auditRows(admin.admin.id)).filter((r) => r.entityType === 'export').slice(-1);
    expect(row).toMatchObject({ entityId: 'threat-intel', after: { format: 'MISP event', ownCasesOnly: false } });
  });

  it("asks an admin to have confirmed who they are within the last minutes, as every export of everyone does", async () => {
    const stale = await createStaff(t.app);
    const token = stale.headers.authorization.replace('Bearer ', '');
    await t.app.db.update(sessions).set({ confirmedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    const response = await get('/api/admin/threat-intel?format=stix', stale.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FRESH_CONFIRMATION_REQUIRED' });
    expect(await auditRows(stale.admin.id)).toHaveLength(0);
    // A single case is not an export of everyone.
    expect((await get(caseUrl(ids.main, 'stix'), stale.headers)).statusCode).toBe(200);
  });

  it("a caseworker's holds only the cases an admin put them on or confirmed them on (D17)", async () => {
    const response = await get('/api/admin/threat-intel?format=misp', caseworker.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/scammer-identifiers-own-cases-/);
    const event = response.json<Misp>();
    expect(mispProblems(event)).toEqual([]);
    expect(event.Event.info).toBe("Scammer identifiers from Haven, a case worker's own confirmed cases");
    expect(event.Event.Attribute.map((a) => a.value)).toEqual([
      scamSite,
      `https://login.${scamSite}/deposit`,
      'payments.desk@scam-mail.example',
      '+447700900123',
      'DE89370400440532013000',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ]);
    expect(event.Event.Attribute.find((a) => a.type === 'iban')!.comment).toContain('From 1 confirmed case');
    expectNoVictimData(response.body);
    const [row] = (await auditRows(caseworker.admin.id)).filter((r) => r.entityType === 'export').slice(-1);
    expect(row).toMatchObject({ after: { format: 'MISP event', identifiers: 6, ownCasesOnly: true } });
  });
});

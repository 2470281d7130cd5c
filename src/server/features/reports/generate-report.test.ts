import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedReport, StaffReportPage } from '@shared/reports/staff-schema';
import { auditLog, caseTags, moneyTrails, payoutRequests, recoveryApplications, reports, tags, userProfiles } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff } from '../../test/fixtures';
import { pdfPagesText } from '../../test/pdf-text';
import type { FinancialOverviewData, IncidentSummaryData, RecoveryStatisticsData, UserActivityData } from './report-data';

const t = testAppForSuite({ rateLimits: {} });
let admin: Awaited<ReturnType<typeof createStaff>>;
let caseworker: Awaited<ReturnType<typeof createStaff>>;

const at = (iso: string) => new Date(iso);
const financial = (recovered: string, total: string) => ({ totalLoss: total, recoveredAmount: recovered, transactions: [] });
const period = { from: '2025-01-01', to: '2025-03-31' };

beforeAll(async () => {
  [admin, caseworker] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' })]);
  const coinVault = await createPlatform(t.app, { name: 'CoinVault', type: 'Cryptocurrency Exchange' });
  const loveLink = await createPlatform(t.app, { name: 'LoveLink', type: 'Dating Site' });
  const email = 'reports-victim@example.com';
  const one = await createIncident(t.app, { victimEmail: email, platformId: coinVault.id, status: 'open', lossAmount: '1000.00', createdAt: at('2025-01-10T09:00:00Z') });
  const two = await createIncident(t.app, {
    victimEmail: email,
    platformId: coinVault.id,
    status: 'resolved',
    lossAmount: '2500.50',
    financialData: financial('1000.00', '2500.50'),
    createdAt: at('2025-01-20T09:00:00Z'),
  });
  await createIncident(t.app, { victimEmail: email, platformId: loveLink.id, status: 'under_investigation', lossAmount: '300.25', createdAt: at('2025-02-05T12:00:00Z') });
  await createIncident(t.app, {
    victimEmail: email,
    platformId: loveLink.id,
    status: 'closed',
    lossAmount: '99.99',
    financialData: financial('99.99', '99.99'),
    // The last second of the period still counts.
    createdAt: at('2025-03-31T23:59:59Z'),
  });
  // A second before the period: never counted.
  await createIncident(t.app, { victimEmail: email, platformId: coinVault.id, status: 'open', lossAmount: '777.00', createdAt: at('2024-12-31T23:59:59Z') });

  await t.app.db.insert(payoutRequests).values({
    incidentId: two.id,
    userEmail: email,
    amount: '850.00',
    payoutMethod: 'bank_transfer',
    accountDetailsEncrypted: 'x',
    accountDetailsHint: '••••',
    status: 'approved',
  });
  await t.app.db.insert(moneyTrails).values([
    { incidentId: two.id, transactionType: 'transfer', amount: '1000.00', currency: 'USD', toAccount: 'ACC-1', transactionDate: at('2025-01-02T00:00:00Z') },
    { incidentId: two.id, transactionType: 'transfer', amount: '0.50000000', currency: 'BTC', toAccount: 'bc1qxyz', transactionDate: at('2025-01-03T00:00:00Z') },
  ]);
  // Staff first acted one day after incident one was reported and two days after incident two.
  await t.app.db.insert(auditLog).values([
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(one.id), createdAt: at('2025-01-11T09:00:00Z') },
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(one.id), createdAt: at('2025-01-30T09:00:00Z') },
    { actorType: 'admin', actorId: '1', action: 'incident.updated', entityType: 'fraud_incident', entityId: String(two.id), createdAt: at('2025-01-22T09:00:00Z') },
  ]);
  await t.app.db.insert(userProfiles).values([
    { email: 'jan@example.com', fullName: 'Jan', country: 'uk', passwordHash: 'x', isVerified: true, createdAt: at('2025-01-15T00:00:00Z') },
    { email: 'feb@example.com', fullName: 'Feb', country: 'uk', passwordHash: 'x', isVerified: false, createdAt: at('2025-02-15T00:00:00Z') },
  ]);
  await t.app.db.insert(recoveryApplications).values({
    fullName: 'Jan',
    email: 'jan@example.com',
    country: 'uk',
    platformName: 'CoinVault',
    fraudType: 'investment_scam',
    incidentDate: '2025-01-01',
    lossAmount: '1000.00',
    incidentDescription: 'Fake exchange',
    acceptTerms: true,
    status: 'approved',
    submittedAt: at('2025-01-16T00:00:00Z'),
  });
});

const generate = (payload: object, headers = admin.headers) => t.app.inject({ method: 'POST', url: '/api/admin/reports/generate', headers, payload });
const storedData = async <T>(id: number) => (await t.app.db.select().from(reports).where(eq(reports.id, id)))[0]!.data as T;
const pdfOf = (id: number, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/admin/reports/${id}/pdf`, headers });

describe('POST /api/admin/reports/generate', () => {
  it('counts the Incident Summary in the database and stores the figures with the report', async () => {
    const res = await generate({ type: 'incident_summary', filters: period, generatedBy: 'mallory' });
    expect(res.statusCode).toBe(200);
    const report = res.json<GeneratedReport>();
    // generatedBy is the signed-in staff member, never the body's word.
    expect(report).toMatchObject({ type: 'incident_summary', name: 'Incident Summary report', status: 'completed', generatedBy: admin.admin.username });
    // The filters are kept to be said in each reader's language; the description, in English, is what the search reads.
    expect(report.covers).toEqual({ filters: { ...period, status: 'all', platformType: 'all' }, tagName: null });
    expect(report.description).toBe('Reported Jan 1, 2025 to Mar 31, 2025 · all statuses · all platform types');
    const data = await storedData<IncidentSummaryData>(report.id);
    expect(data.totals).toEqual({ incidents: 4, loss: '3900.74', recovered: '1099.99', byCurrency: [{ currency: 'USD', incidents: 4, loss: '3900.74', recovered: '1099.99' }] });
    // A status's and a month's rows keep their key, said when the PDF is drawn.
    expect(data.byStatus).toEqual([
      { label: 'Open', status: 'open', count: 1, byCurrency: [{ currency: 'USD', amount: '1000.00' }] },
      { label: 'Under Investigation', status: 'under_investigation', count: 1, byCurrency: [{ currency: 'USD', amount: '300.25' }] },
      { label: 'Resolved', status: 'resolved', count: 1, byCurrency: [{ currency: 'USD', amount: '2500.50' }] },
      { label: 'Closed', status: 'closed', count: 1, byCurrency: [{ currency: 'USD', amount: '99.99' }] },
    ]);
    expect(data.byPlatformType).toEqual([
      { label: 'Cryptocurrency Exchange', count: 2, byCurrency: [{ currency: 'USD', amount: '3500.50' }] },
      { label: 'Dating Site', count: 2, byCurrency: [{ currency: 'USD', amount: '400.24' }] },
    ]);
    expect(data.byMonth.map((m) => [m.label, m.month, m.count])).toEqual([
      ['Jan 2025', '2025-01', 2],
      ['Feb 2025', '2025-02', 1],
      ['Mar 2025', '2025-03', 1],
    ]);
    expect(data.topPlatforms).toEqual([
      { label: 'CoinVault', count: 2, byCurrency: [{ currency: 'USD', amount: '3500.50' }] },
      { label: 'LoveLink', count: 2, byCurrency: [{ currency: 'USD', amount: '400.24' }] },
    ]);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.generated'), eq(auditLog.entityId, String(report.id))));
    expect(audit).toMatchObject({ actorLabel: admin.admin.username, after: { type: 'incident_summary' } });
  });

  it('applies the status and platform type filters', async () => {
    const open = (await generate({ type: 'incident_summary', filters: { ...period, status: 'open' } })).json<GeneratedReport>();
    expect((await storedData<IncidentSummaryData>(open.id)).totals).toMatchObject({ incidents: 1, loss: '1000.00', recovered: '0.00', byCurrency: [{ currency: 'USD', incidents: 1 }] });
    const dating = (await generate({ type: 'incident_summary', filters: { ...period, platformType: 'Dating Site' } })).json<GeneratedReport>();
    expect((await storedData<IncidentSummaryData>(dating.id)).totals).toMatchObject({ incidents: 2, loss: '400.24', recovered: '99.99' });
    // Without dates, the incident before the period counts too.
    const all = (await generate({ type: 'incident_summary', filters: { platformType: 'Cryptocurrency Exchange' } })).json<GeneratedReport>();
    expect((await storedData<IncidentSummaryData>(all.id)).totals.incidents).toBe(3);
  });

  it('gives the Financial Overview with the fee on recovered funds only, payouts and trails in their own currencies', async () => {
    const report = (await generate({ type: 'financial_overview', filters: period })).json<GeneratedReport>();
    const data = await storedData<FinancialOverviewData>(report.id);
    expect(data.feePercent).toBe(15);
    // 15% of 1000.00 is 150.00; of 99.99 is 14.9985, rounded per case to 15.00.
    expect(data.totals).toEqual({ incidents: 4, loss: '3900.74', recovered: '1099.99', fee: '165.00', netToVictims: '934.99' });
    expect(data.payouts).toEqual([{ label: 'Approved', status: 'approved', currency: 'USD', count: 1, amount: '850.00' }]);
    expect(data.trails).toEqual([
      { label: 'BTC', count: 1, amount: '0.50000000' },
      // Each in its currency's places, as the column's 8 are not.
      { label: 'USD', count: 1, amount: '1000.00' },
    ]);
  });

  it('gives the Recovery Statistics, with the median time to the first staff action', async () => {
    const report = (await generate({ type: 'recovery_statistics', filters: period })).json<GeneratedReport>();
    const data = await storedData<RecoveryStatisticsData>(report.id);
    expect(data.totals).toEqual({
      incidents: 4,
      withFundsRecovered: 2,
      loss: '3900.74',
      recovered: '1099.99',
      recoveredPercent: 28.1,
      byCurrency: [{ currency: 'USD', incidents: 4, loss: '3900.74', recovered: '1099.99', recoveredPercent: 28.1 }],
    });
    expect(data.firstStaffAction).toEqual({ medianDays: 1.5, incidents: 2 });
    expect(data.applicationsByStatus).toEqual([{ label: 'Approved', status: 'approved', count: 1 }]);
  });

  it('gives the User Activity of the period', async () => {
    const report = (await generate({ type: 'user_activity', filters: period })).json<GeneratedReport>();
    const data = await storedData<UserActivityData>(report.id);
    expect(data.accounts.registered).toBe(2);
    expect(data.accounts.verified).toBe(1);
    expect(data.accounts.allTime).toBeGreaterThanOrEqual(2);
    expect(data.byMonth).toEqual([
      { label: 'Jan 2025', month: '2025-01', registered: 1, verified: 1 },
      { label: 'Feb 2025', month: '2025-02', registered: 1, verified: 0 },
    ]);
    expect(data.activity).toEqual({ incidentsReported: 4, applicationsSubmitted: 1, victimMessages: 0, documentsUploaded: 0 });
  });

  it.each([
    [{ type: 'monthly_magic' }, 'Please choose a report type'],
    [{ type: 'incident_summary', filters: { from: '2025-13-01' } }, 'From must be a real date'],
    [{ type: 'incident_summary', filters: { from: '2025-03-01', to: '2025-01-01' } }, 'To must be on or after From'],
    [{ type: 'incident_summary', filters: { status: 'lost' } }, 'Please choose a status'],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const before = (await t.app.db.select().from(reports)).length;
    const res = await generate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await t.app.db.select().from(reports)).length).toBe(before);
  });

  it('counts the covered incidents per tag, filters by one tag, names it in the description and the PDF (issue 26)', async () => {
    const year = { from: '2023-01-01', to: '2023-12-31' };
    const [elderly, bank] = await t.app.db.insert(tags).values([{ name: 'Elderly victim' }, { name: 'Bank involved' }]).returning();
    const platform = await createPlatform(t.app, { name: 'TagTrade', type: 'Investment Platform' });
    const [a, b] = [
      await createIncident(t.app, { victimEmail: 'tag-a@example.com', platformId: platform.id, lossAmount: '100.00', createdAt: at('2023-05-01T00:00:00Z') }),
      await createIncident(t.app, { victimEmail: 'tag-b@example.com', platformId: platform.id, lossAmount: '250.00', createdAt: at('2023-06-01T00:00:00Z') }),
    ];
    await createIncident(t.app, { victimEmail: 'tag-none@example.com', platformId: platform.id, lossAmount: '7.00', createdAt: at('2023-07-01T00:00:00Z') });
    await t.app.db.insert(caseTags).values([
      { incidentId: a.id, tagId: elderly!.id },
      { incidentId: b.id, tagId: elderly!.id },
      { incidentId: b.id, tagId: bank!.id },
    ]);
    const whole = (await generate({ type: 'incident_summary', filters: year })).json<GeneratedReport>();
    const wholeData = await storedData<IncidentSummaryData>(whole.id);
    expect(wholeData.totals.incidents).toBe(3);
    expect(wholeData.byTag).toEqual([
      { label: 'Elderly victim', count: 2, byCurrency: [{ currency: 'USD', amount: '350.00' }] },
      { label: 'Bank involved', count: 1, byCurrency: [{ currency: 'USD', amount: '250.00' }] },
    ]);
    const tagged = (await generate({ type: 'incident_summary', filters: { ...year, tag: bank!.id } })).json<GeneratedReport>();
    expect(tagged.description).toBe('Reported Jan 1, 2023 to Dec 31, 2023 · all statuses · all platform types · tag Bank involved');
    expect(tagged.covers).toEqual({ filters: { ...year, status: 'all', platformType: 'all', tag: bank!.id }, tagName: 'Bank involved' });
    // The report keeps the tag's name it was made with, whatever the tag is called later.
    await t.app.db.update(tags).set({ name: 'Bank (renamed)' }).where(eq(tags.id, bank!.id));
    const taggedText = (await pdfPagesText((await pdfOf(tagged.id, { ...admin.headers, cookie: 'haven_locale=es' })).rawPayload)).join(' ');
    expect(taggedText).toContain('Denunciados del 1 ene 2023 al 31 dic 2023 · todos los estados · todos los tipos de plataforma · etiqueta Bank involved');
    expect((await storedData<IncidentSummaryData>(tagged.id)).totals).toMatchObject({ incidents: 1, loss: '250.00', recovered: '0.00' });
    const pdf = await pdfOf(whole.id);
    expect((await pdfPagesText(pdf.rawPayload)).join(' ')).toContain('Incidents by tag');

    const unknown = await generate({ type: 'incident_summary', filters: { ...year, tag: 99_999_999 } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TAG_UNKNOWN' });
    expect((await generate({ type: 'incident_summary', filters: { ...year, tag: 'bank' } })).statusCode).toBe(400);
  });

  it('never adds across currencies: every breakdown row gives its loss and recovered funds per currency, in each one\'s places (issue 28)', async () => {
    // Dollars, euros and yen (no minor unit) in the same status, month, platform and tag.
    const platform = await createPlatform(t.app, { name: 'Rhein Invest', type: 'Investment Platform' });
    const [crossBorder] = await t.app.db.insert(tags).values({ name: 'Cross-border' }).returning();
    const when = at('2022-06-01T00:00:00Z');
    const seeded = [
      { currency: 'USD', lossAmount: '1000.55', recovered: '250.50' },
      { currency: 'USD', lossAmount: '2000.00', recovered: '0' },
      { currency: 'EUR', lossAmount: '7750.00', recovered: '1000.00' },
      { currency: 'JPY', lossAmount: '500000', recovered: '120000' },
      { currency: 'JPY', lossAmount: '25', recovered: '5' },
    ];
    const cases = [];
    for (const [n, c] of seeded.entries()) {
      const incident = await createIncident(t.app, {
        victimEmail: `mixed22-${n}@example.com`,
        platformId: platform.id,
        status: 'under_review',
        lossAmount: c.lossAmount,
        currency: c.currency,
        financialData: financial(c.recovered, c.lossAmount),
        createdAt: when,
      });
      cases.push(incident);
    }
    await t.app.db.insert(caseTags).values(cases.map((c) => ({ incidentId: c.id, tagId: crossBorder!.id })));
    const payout = { userEmail: 'mixed22@example.com', payoutMethod: 'bank_transfer', accountDetailsEncrypted: 'x', accountDetailsHint: '••••', status: 'approved' as const };
    await t.app.db.insert(payoutRequests).values([
      { ...payout, incidentId: cases[2]!.id, amount: '500.00', currency: 'EUR' },
      { ...payout, incidentId: cases[3]!.id, amount: '3000', currency: 'JPY' },
    ]);
    await t.app.db.insert(moneyTrails).values({ incidentId: cases[3]!.id, transactionType: 'transfer', amount: '500000', currency: 'JPY', toAccount: 'JP-1', transactionDate: when });
    const filters = { from: '2022-01-01', to: '2022-12-31' };

    const summaryReport = (await generate({ type: 'incident_summary', filters })).json<GeneratedReport>();
    const summary = await storedData<IncidentSummaryData>(summaryReport.id);
    expect(summary.totals).toEqual({
      incidents: 5,
      loss: '3000.55',
      recovered: '250.50',
      byCurrency: [
        { currency: 'USD', incidents: 2, loss: '3000.55', recovered: '250.50' },
        { currency: 'EUR', incidents: 1, loss: '7750.00', recovered: '1000.00' },
        { currency: 'JPY', incidents: 2, loss: '500025', recovered: '120005' },
      ],
    });
    // All five cases counted in each row; each currency's loss summed apart, USD first.
    const losses = [
      { currency: 'USD', amount: '3000.55' },
      { currency: 'EUR', amount: '7750.00' },
      { currency: 'JPY', amount: '500025' },
    ];
    expect(summary.byStatus).toEqual([{ label: 'Under Review', status: 'under_review', count: 5, byCurrency: losses }]);
    expect(summary.byMonth).toEqual([{ label: 'Jun 2022', month: '2022-06', count: 5, byCurrency: losses }]);
    expect(summary.byPlatformType).toEqual([{ label: 'Investment Platform', count: 5, byCurrency: losses }]);
    expect(summary.topPlatforms).toEqual([{ label: 'Rhein Invest', count: 5, byCurrency: losses }]);
    expect(summary.byTag).toEqual([{ label: 'Cross-border', count: 5, byCurrency: losses }]);
    const summaryText = (await pdfPagesText((await pdfOf(summaryReport.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    const lossCell = 'USD 3,000.55 · EUR 7,750.00 · JPY 500,025';
    // The total and the five rows (status, month, platform type, platform, tag).
    expect(summaryText.split(lossCell).length - 1).toBe(6);
    for (const row of ['Jun 2022', 'Investment Platform', 'Rhein Invest', 'Cross-border']) expect(summaryText).toContain(`${row} 5 ${lossCell}`);
    expect(summaryText).not.toContain('US-dollar cases only');
    expect(summaryText).not.toMatch(/\$|3,000\.55 · 7|10,750/);

    const financialReport = (await generate({ type: 'financial_overview', filters })).json<GeneratedReport>();
    const overview = await storedData<FinancialOverviewData>(financialReport.id);
    // 15% of each case's recovered funds in its own places: 37.575 USD is 37.58; 0.75 JPY is 1.
    expect(overview.byCurrency).toEqual([
      { currency: 'USD', incidents: 2, loss: '3000.55', recovered: '250.50', fee: '37.58', netToVictims: '212.92' },
      { currency: 'EUR', incidents: 1, loss: '7750.00', recovered: '1000.00', fee: '150.00', netToVictims: '850.00' },
      { currency: 'JPY', incidents: 2, loss: '500025', recovered: '120005', fee: '18001', netToVictims: '102004' },
    ]);
    expect(overview.totals).toEqual({ incidents: 5, loss: '3000.55', recovered: '250.50', fee: '37.58', netToVictims: '212.92' });
    expect(overview.byMonth).toEqual([
      {
        label: 'Jun 2022',
        month: '2022-06',
        byCurrency: [
          { currency: 'USD', loss: '3000.55', recovered: '250.50' },
          { currency: 'EUR', loss: '7750.00', recovered: '1000.00' },
          { currency: 'JPY', loss: '500025', recovered: '120005' },
        ],
      },
    ]);
    expect(overview.payouts).toEqual([
      { label: 'Approved', status: 'approved', currency: 'EUR', count: 1, amount: '500.00' },
      { label: 'Approved', status: 'approved', currency: 'JPY', count: 1, amount: '3000' },
    ]);
    expect(overview.trails).toEqual([{ label: 'JPY', count: 1, amount: '500000' }]);
    const text = (await pdfPagesText((await pdfOf(financialReport.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain('USD 37.58 · EUR 150.00 · JPY 18,001');
    expect(text).toContain('USD 212.92 · EUR 850.00 · JPY 102,004');
    expect(text).toContain(`Jun 2022 ${lossCell} USD 250.50 · EUR 1,000.00 · JPY 120,005`);
    // One chart per currency recovered, each bar in its own currency.
    expect(text).toContain('Funds recovered on incidents reported each month, in USD Jun 2022 USD 250.50');
    expect(text).toContain('Funds recovered on incidents reported each month, in EUR Jun 2022 EUR 1,000.00');
    expect(text).toContain('Funds recovered on incidents reported each month, in JPY Jun 2022 JPY 120,005');
    for (const figure of ['€500.00', '¥3,000', '¥500,000']) expect(text).toContain(figure);
    expect(text).not.toContain('US-dollar cases only');
    const spanish = (await pdfPagesText((await pdfOf(financialReport.id, { ...admin.headers, cookie: 'haven_locale=es' })).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(spanish).toContain('Fondos recuperados en los incidentes denunciados cada mes, en JPY');
    expect(spanish).toMatch(/3000,55 USD · 7750,00 EUR · 500\.?025 JPY/);

    const statistics = await storedData<RecoveryStatisticsData>((await generate({ type: 'recovery_statistics', filters })).json<GeneratedReport>().id);
    expect(statistics.totals).toMatchObject({ incidents: 5, withFundsRecovered: 4, loss: '3000.55', recovered: '250.50', recoveredPercent: 8.3 });
    expect(statistics.totals.byCurrency?.map((c) => [c.currency, c.recoveredPercent])).toEqual([['USD', 8.3], ['EUR', 12.9], ['JPY', 23.9]]);
  });

  it('shows the rows of a report made before they were given per currency as they were stored, in dollars (issue 28)', async () => {
    const made = (data: object) => t.app.db.insert(reports).values({ type: (data as { type: 'incident_summary' }).type, name: 'Old report', description: null, data, generatedBy: 'ana' }).returning();
    // Made after the totals were per currency and before the breakdowns were: the rows summed the dollar cases only.
    const [between] = await made({
      type: 'incident_summary',
      totals: { incidents: 2, loss: '12000.00', recovered: '0.00', byCurrency: [{ currency: 'USD', incidents: 1, loss: '12000.00', recovered: '0.00' }, { currency: 'EUR', incidents: 1, loss: '7750.00', recovered: '1000.00' }] },
      byStatus: [{ label: 'Open', status: 'open', count: 2, amount: '12000.00' }],
      byPlatformType: [{ label: 'Investment Platform', count: 2, amount: '12000.00' }],
      byMonth: [{ label: 'Jun 2022', month: '2022-06', count: 2, amount: '12000.00' }],
      topPlatforms: [{ label: 'Rhein Invest', count: 2, amount: '12000.00' }],
    });
    const betweenText = (await pdfPagesText((await pdfOf(between!.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(betweenText).toContain('USD 12,000.00 · EUR 7,750.00');
    expect(betweenText).toContain('Rhein Invest 2 $12,000.00');
    expect(betweenText).toContain('the amounts in the tables below are of the US-dollar cases only');
    // Made before issue 28: every case in dollars, no currency anywhere.
    const [before] = await made({
      type: 'financial_overview',
      feePercent: 15,
      totals: { incidents: 1, loss: '2500.50', recovered: '1000.00', fee: '150.00', netToVictims: '850.00' },
      byMonth: [{ label: 'Jan 2021', loss: '2500.50', recovered: '1000.00' }],
      payouts: [],
      trails: [],
    });
    const beforeText = (await pdfPagesText((await pdfOf(before!.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(beforeText).toContain('Funds recovered on incidents reported each month Jan 2021 $1,000.00');
    expect(beforeText).toContain('Jan 2021 $2,500.50 $1,000.00');
    expect(beforeText).not.toContain('US-dollar cases only');
  });

  it('is open to caseworkers and closed to everyone else', async () => {
    expect((await generate({ type: 'user_activity' }, caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reports/generate', payload: { type: 'user_activity' } })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports/{id}/pdf', () => {
  it("is a PDF named <type>-<id>-<date>.pdf whose text carries the stored figures, the filters and page numbers", async () => {
    const report = (await generate({ type: 'financial_overview', filters: period })).json<GeneratedReport>();
    const res = await pdfOf(report.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const day = report.generatedAt.slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="financial_overview-${report.id}-${day}.pdf"`);
    const text = (await pdfPagesText(res.rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain('Haven');
    expect(text).toContain('Financial Overview report');
    expect(text).toContain('Reported Jan 1, 2025 to Mar 31, 2025 · all statuses · all platform types');
    expect(text).toContain('Jan 2025');
    expect(text).toContain(`by ${admin.admin.username}`);
    // The totals are given per currency, by code; the tables in dollars and each trail in its currency.
    for (const figure of ['USD 3,900.74', 'USD 1,099.99', 'USD 165.00', 'USD 934.99', '$850.00', '0.50000000 BTC', '$1,000.00']) expect(text).toContain(figure);
    expect(text).toMatch(/Page 1 of \d/);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'report.downloaded'), eq(auditLog.entityId, String(report.id))));
    expect(audit).toBeTruthy();
  });

  it('is in the language of the staff member who downloads it (cookie haven_locale)', async () => {
    const report = (await generate({ type: 'financial_overview', filters: period })).json<GeneratedReport>();
    const res = await pdfOf(report.id, { ...admin.headers, cookie: 'haven_locale=es' });
    expect(res.statusCode).toBe(200);
    const text = (await pdfPagesText(res.rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain('Informe de resumen financiero');
    expect(text).toContain('Totales');
    expect(text).toContain(`por ${admin.admin.username}`);
    // Amounts in Spanish: a comma before the cents.
    expect(text).toContain('3900,74');
    expect(text).toMatch(/Página 1 de \d/);
    expect(text).not.toContain('Financial Overview report');
    // What it covered and its months, said at the download, not as stored.
    expect(text).toContain('Denunciados del 1 ene 2025 al 31 mar 2025 · todos los estados · todos los tipos de plataforma');
    expect(text).toContain('ene 2025');
    expect(text).not.toMatch(/Reported|all statuses|Jan 2025/);
  });

  it('says the same report in English and in Spanish, each at its download, from what it covered', async () => {
    const report = (await generate({ type: 'incident_summary', filters: { from: '2025-02-01', platformType: 'Dating Site' } })).json<GeneratedReport>();
    const english = (await pdfPagesText((await pdfOf(report.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(english).toContain('Reported from Feb 1, 2025 · all statuses · platform type Dating Site');
    expect(english).toMatch(/Feb 2025.*Mar 2025/s);
    const spanish = (await pdfPagesText((await pdfOf(report.id, { ...admin.headers, cookie: 'haven_locale=es' })).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(spanish).toContain('Denunciados desde el 1 feb 2025 · todos los estados · tipo de plataforma Dating Site');
    expect(spanish).toMatch(/feb 2025.*mar 2025/s);
    expect(spanish).not.toMatch(/Reported|platform type|Feb 2025/);
    // The list gives the screen what it covered, to say in its reader's language.
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin/reports?q=${encodeURIComponent('Reported from Feb 1, 2025')}`, headers: admin.headers })).json<StaffReportPage>();
    expect(listed.items.map((r) => [r.id, r.covers])).toEqual([[report.id, { filters: { from: '2025-02-01', status: 'all', platformType: 'Dating Site' }, tagName: null }]]);
  });

  it('says a report with no case in it has no amount, in words of its reader, naming no currency', async () => {
    const empty = (await generate({ type: 'incident_summary', filters: { from: '1990-01-01', to: '1990-01-31' } })).json<GeneratedReport>();
    const textOf = async (locale: 'en' | 'es') =>
      (await pdfPagesText((await pdfOf(empty.id, { ...admin.headers, cookie: `haven_locale=${locale}` })).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(await textOf('en')).toContain('No amount');
    const spanish = await textOf('es');
    expect(spanish).toContain('Sin importe');
    expect(spanish).not.toMatch(/No amount|USD/);
  });

  it("says statuses in the downloader's language in the web's words for them (_shared), the organisation's own included", async () => {
    const textOf = async (id: number, locale: 'en' | 'es') =>
      (await pdfPagesText((await pdfOf(id, { ...admin.headers, cookie: `haven_locale=${locale}` })).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    const summary = (await generate({ type: 'incident_summary', filters: period })).json<GeneratedReport>();
    const english = await textOf(summary.id, 'en');
    for (const status of ['Open', 'Under Investigation', 'Resolved', 'Closed']) expect(english).toContain(status);
    const spanish = await textOf(summary.id, 'es');
    for (const status of ['Abierto', 'En investigación', 'Resuelto', 'Cerrado']) expect(spanish).toContain(status);
    expect(spanish).not.toMatch(/\b(Open|Under Investigation|Resolved|Closed)\b/);
    // A payout's status, and the status a report's filters name.
    const financialReport = (await generate({ type: 'financial_overview', filters: period })).json<GeneratedReport>();
    expect(await textOf(financialReport.id, 'en')).toMatch(/Requests .* Approved 1 /);
    const financialSpanish = await textOf(financialReport.id, 'es');
    expect(financialSpanish).toMatch(/Solicitudes .* Aprobada 1 /);
    expect(financialSpanish).not.toMatch(/\bApproved\b/);
    const open = (await generate({ type: 'incident_summary', filters: { ...period, status: 'open' } })).json<GeneratedReport>();
    expect(await textOf(open.id, 'en')).toContain('Reported Jan 1, 2025 to Mar 31, 2025 · status Open · all platform types');
    expect(await textOf(open.id, 'es')).toContain('Denunciados del 1 ene 2025 al 31 mar 2025 · estado Abierto · todos los tipos de plataforma');

    // The organisation's word for a status reaches the PDF as it reaches the web, in its language only.
    const override = { locale: 'es', catalogue: '_shared', id: 'Open' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/texts', headers: admin.headers, payload: { ...override, text: 'Recién llegado' } })).statusCode).toBe(200);
    try {
      expect(await textOf(open.id, 'es')).toContain('· estado Recién llegado ·');
      expect(await textOf(summary.id, 'es')).toContain('Recién llegado');
      expect(await textOf(open.id, 'en')).toContain('· status Open ·');
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/admin/texts/restore', headers: admin.headers, payload: override });
    }
    expect(await textOf(open.id, 'es')).toContain('· estado Abierto ·');
  });

  it('shows a report made before its filters were said at download as it was stored (issue 28)', async () => {
    // As generated before: a tag's name only in the description, rows by their English words.
    const [old] = await t.app.db
      .insert(reports)
      .values({
        type: 'user_activity',
        name: 'User Activity report',
        description: 'Reported 2025-01-01 to 2025-03-31 · all statuses · all platform types · tag Old name',
        filters: { ...period, status: 'all', platformType: 'all', tag: 4 },
        data: {
          type: 'user_activity',
          accounts: { allTime: 2, registered: 2, verified: 1 },
          byMonth: [{ label: 'Jan 2025', registered: 2, verified: 1 }],
          activity: { incidentsReported: 0, applicationsSubmitted: 0, victimMessages: 0, documentsUploaded: 0 },
          applicationsByStatus: [],
        },
        generatedBy: 'ana',
      })
      .returning();
    const text = (await pdfPagesText((await pdfOf(old!.id, { ...admin.headers, cookie: 'haven_locale=es' })).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain('Informe de actividad de usuarios');
    expect(text).toContain('Reported 2025-01-01 to 2025-03-31 · all statuses · all platform types · tag Old name');
    expect(text).toContain('Jan 2025');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/reports?q=Old%20name', headers: admin.headers })).json<StaffReportPage>();
    expect(listed.items.map((r) => [r.id, r.covers])).toEqual([[old!.id, null]]);
  });

  it('draws from the stored figures, not from today’s data', async () => {
    const report = (await generate({ type: 'incident_summary', filters: period })).json<GeneratedReport>();
    await createIncident(t.app, { victimEmail: 'late@example.com', lossAmount: '5000.00', createdAt: at('2025-02-10T00:00:00Z') });
    const text = (await pdfPagesText((await pdfOf(report.id)).rawPayload)).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain('USD 3,900.74');
    expect(text).not.toContain('8,900.74');
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await pdfOf(999_999)).json()).toEqual({ code: 'REPORT_NOT_FOUND', message: 'Report not found' });
  });
});

describe('GET /api/admin/reports', () => {
  it('lists the most recent first', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/reports?pageSize=5', headers: caseworker.headers })).json<StaffReportPage>();
    expect(page.items).toHaveLength(5);
    const times = page.items.map((r) => r.generatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('offers the platform types the directory has', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/admin/reports/filter-options', headers: admin.headers })).json<{ platformTypes: string[] }>();
    expect(options.platformTypes).toEqual(expect.arrayContaining(['Cryptocurrency Exchange', 'Dating Site']));
  });
});

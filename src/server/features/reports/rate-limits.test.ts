import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../kernel/rate-limits';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';

// Report generation counts over every case and a PDF is drawn per download: 292 reports in 5 s
// once ran unchecked. Each staff member (and each victim, for their own pack) has a budget.
const budget = { max: 3, timeWindow: 60_000 };
const t = testAppForSuite({ rateLimits: { reportGeneratePerStaff: budget, reportPdfPerStaff: budget, evidencePackPerPerson: budget } });
let admin: Awaited<ReturnType<typeof createStaff>>;
let otherAdmin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([createStaff(t.app), createStaff(t.app)]);
});

const generate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/reports/generate', headers, payload: { type: 'incident_summary' } });

function expectLimited(res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } }) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().message).toMatch(/^Too many requests\. Please wait .+ and try again\.$/);
}

describe('report and PDF budgets per staff member', () => {
  it('refuses a staff member a fourth report within the window, while a colleague still generates', async () => {
    const made: number[] = [];
    for (let i = 0; i < budget.max; i++) {
      const res = await generate(admin.headers);
      expect(res.statusCode).toBe(200);
      made.push(res.json<{ id: number }>().id);
    }
    expectLimited(await generate(admin.headers));
    expect((await generate(otherAdmin.headers)).statusCode).toBe(200);

    const pdf = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/admin/reports/${made[0]}/pdf`, headers });
    for (let i = 0; i < budget.max; i++) expect((await pdf(admin.headers)).statusCode).toBe(200);
    expectLimited(await pdf(admin.headers));
    expect((await pdf(otherAdmin.headers)).statusCode).toBe(200);
  });

  it('limits the evidence pack per staff member and per victim', async () => {
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
    const staffPack = () => t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}/evidence-pack`, headers: otherAdmin.headers });
    const ownPack = () => t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}/evidence-pack`, cookies: victim.cookies });
    for (let i = 0; i < budget.max; i++) expect((await staffPack()).statusCode).toBe(200);
    expectLimited(await staffPack());
    for (let i = 0; i < budget.max; i++) expect((await ownPack()).statusCode).toBe(200);
    expectLimited(await ownPack());
  });

  it('leaves real use room: at least 20 reports and 40 PDFs per staff member in 10 minutes', () => {
    const perTenMinutes = (b: { max: number; timeWindow: number }) => (b.max * 600_000) / b.timeWindow;
    expect(perTenMinutes(defaultRateLimits.reportGeneratePerStaff)).toBeGreaterThanOrEqual(20);
    expect(perTenMinutes(defaultRateLimits.reportPdfPerStaff)).toBeGreaterThanOrEqual(40);
    expect(perTenMinutes(defaultRateLimits.evidencePackPerPerson)).toBeGreaterThanOrEqual(20);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffReport, StaffReportPage } from '@shared/reports/staff-schema';
import { reports } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { insertInOrder, staffListReader } from '../../test/staff-list';

const t = appWithPeople();
const rows: (typeof reports.$inferSelect)[] = [];

beforeAll(async () => {
  const base = Date.parse('2026-08-01T10:00:00Z');
  const values: (typeof reports.$inferInsert)[] = [
    { type: 'incident_summary', name: 'Incident Summary July', description: 'All incidents in July', generatedBy: 'ana' },
    { type: 'financial_overview', name: 'Financial Overview Q2', description: 'Losses and 100% of recoveries', generatedBy: 'ben', data: { secretFigure: 'STORED-DATA' } },
    { type: 'user_activity', name: 'User_Activity weekly', description: null, status: 'failed', generatedBy: 'ana' },
    { type: 'recovery_statistics', name: 'Recovery Statistics', description: 'Rates by platform', generatedBy: 'cy', filters: { platformType: 'FILTER-DATA' } },
  ];
  rows.push(...(await insertInOrder(t.app.db, reports, values.map((value, i) => ({ ...value, generatedAt: new Date(base + i * 60_000) })))));
});

const { list, ids } = staffListReader(t, '/api/admin/reports', (r: StaffReport) => r.id);

describe('GET /api/admin/reports', () => {
  it('answers a page, most recent first, with the total of all matches', async () => {
    const page = (await list('pageSize=3')).json<StaffReportPage>();
    expect(page.total).toBe(4);
    expect(page.items.map((r) => r.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id]);
    expect(await ids('pageSize=3&page=2')).toEqual([rows[0]!.id]);
    expect(await ids('sort=oldest&pageSize=1')).toEqual([rows[0]!.id]);
  });

  it("answers the spec's report fields, not the stored figures, nor filters it did not keep as generated", async () => {
    const res = await list();
    expect(res.json<StaffReportPage>().items.find((r) => r.id === rows[1]!.id)).toEqual<StaffReport>({
      id: rows[1]!.id,
      type: 'financial_overview',
      name: 'Financial Overview Q2',
      description: 'Losses and 100% of recoveries',
      covers: null,
      status: 'completed',
      generatedAt: rows[1]!.generatedAt.toISOString(),
      generatedBy: 'ben',
    });
    expect(res.body).not.toMatch(/STORED-DATA|FILTER-DATA|"data"|"filters"/);
  });

  it('filters by report type', async () => {
    expect(await ids('status=incident_summary')).toEqual([rows[0]!.id]);
    expect(await ids('status=financial_overview')).toEqual([rows[1]!.id]);
    expect(await ids('status=user_activity')).toEqual([rows[2]!.id]);
    expect(await ids('status=recovery_statistics')).toEqual([rows[3]!.id]);
    expect((await list('status=weekly')).statusCode).toBe(400);
  });

  it('searches the name and description, with % and _ taken literally', async () => {
    expect(await ids('q=july')).toEqual([rows[0]!.id]);
    expect(await ids('q=by%20platform')).toEqual([rows[3]!.id]);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([rows[1]!.id]);
    expect(await ids('q=_')).toEqual([rows[2]!.id]);
    expect(await ids('q=STORED-DATA')).toEqual([]);
  });

  it('is for any staff role, not for victims or strangers', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentListPage } from '@shared/incidents/staff-schema';
import { fraudIncidents } from '../../kernel/db/schema/index';
import { createPlatform, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';
import { PROBE_ROWS, SEARCH_COUNT_CAP } from './list-staff-incidents';

// A term found in more incidents than the search counts: the total becomes a lower bound, and the
// pages still come in the asked order, without repeats, to the last match. 'inheritance' is as
// common, but only in the oldest cases, behind more newer ones than a search reads to tell a common
// term from a rare one: it is collected and sorted rather than walked, and must page the same.
const t = testAppForSuite();
let headers: Record<string, string>;
const COMMON = SEARCH_COUNT_CAP + 30;
const RARE = 7;
const NEWER_OTHERS = PROBE_ROWS + 100;

beforeAll(async () => {
  headers = (await createStaff(t.app, { role: 'caseworker' })).headers;
  const platform = await createPlatform(t.app, { name: 'Quiet Exchange' });
  const base = Date.UTC(2025, 0, 1);
  const row = (i: number, description: string) => ({
    platformId: platform.id,
    victimEmail: `person${i}@example.com`,
    incidentDate: '2025-01-01',
    lossAmount: `${(Math.abs(i) % 500) + 1}.00`,
    description,
    status: i % 2 === 0 ? ('resolved' as const) : ('open' as const),
    confirmedAt: new Date(base),
    confirmedVia: 'email_link' as const,
    createdAt: new Date(base + i * 60_000),
  });
  const rows = [
    ...Array.from({ length: COMMON }, (_, i) => row(i - COMMON - NEWER_OTHERS, `an inheritance was promised ${i}`)),
    ...Array.from({ length: NEWER_OTHERS }, (_, i) => row(i - NEWER_OTHERS, `nothing to find here ${i}`)),
    ...Array.from({ length: COMMON }, (_, i) => row(i, `a withdrawal was blocked ${i}`)),
    ...Array.from({ length: RARE }, (_, i) => row(COMMON + i, `a rare gift card ${i}`)),
  ];
  for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(fraudIncidents).values(rows.slice(i, i + 500));
});

async function list(query: string): Promise<IncidentListPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as IncidentListPage;
}

describe('GET /api/admin/incidents with a common search term', () => {
  it('says "at least" past the count cap, newest first, and pages to the last match', async () => {
    const first = await list('?q=withdrawal&pageSize=100');
    expect(first.totalIsLowerBound).toBe(true);
    expect(first.total).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP);
    const created = first.items.map((r) => Date.parse(r.incident.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(first.items[0]!.incident.email).toBe(`person${COMMON - 1}@example.com`);

    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(COMMON / 100); page++) {
      const { items, total, totalIsLowerBound } = await list(`?q=withdrawal&pageSize=100&page=${page}`);
      for (const item of items) seen.add(item.incident.id);
      // The bound is honest: never more than really match.
      expect(total).toBeLessThanOrEqual(COMMON);
      expect(totalIsLowerBound).toBe(true);
    }
    expect(seen.size).toBe(COMMON);
    const last = await list(`?q=withdrawal&pageSize=100&page=${Math.ceil(COMMON / 100)}`);
    expect(last.total).toBe(COMMON);
    expect(await list('?q=withdrawal&pageSize=100&page=99')).toEqual({ items: [], total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
  });

  it('pages a term common only among the oldest cases the same way', async () => {
    const oldest = COMMON + NEWER_OTHERS;
    const first = await list('?q=inheritance&pageSize=100');
    expect(first.totalIsLowerBound).toBe(true);
    expect(first.total).toBe(SEARCH_COUNT_CAP);
    expect(first.items[0]!.incident.email).toBe(`person${COMMON - 1 - oldest}@example.com`);
    const created = first.items.map((r) => Date.parse(r.incident.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(COMMON / 100); page++) {
      const { items, total, totalIsLowerBound } = await list(`?q=inheritance&pageSize=100&page=${page}`);
      seen.push(...items.map((r) => r.incident.id));
      expect(total).toBeLessThanOrEqual(COMMON);
      expect(totalIsLowerBound).toBe(true);
    }
    expect(new Set(seen).size).toBe(COMMON);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect((await list(`?q=inheritance&pageSize=100&page=${Math.ceil(COMMON / 100)}`)).total).toBe(COMMON);
    expect(await list('?q=inheritance&pageSize=100&page=99')).toEqual({ items: [], total: SEARCH_COUNT_CAP, totalIsLowerBound: true });

    // The same cases, walked where they are the first rows in the order, and filtered by status.
    expect((await list('?q=inheritance&sort=oldest&pageSize=5')).items[0]!.incident.email).toBe(`person${-oldest}@example.com`);
    const resolved = await list('?q=inheritance&status=resolved&pageSize=100');
    expect(resolved).toMatchObject({ total: COMMON / 2 });
    expect(resolved.items.every((r) => r.incident.status === 'resolved')).toBe(true);
  });

  it('keeps the status filter and the other sorts on the walk', async () => {
    const resolved = await list('?q=withdrawal&status=resolved&sort=loss_desc&pageSize=50');
    expect(resolved.items.every((r) => r.incident.status === 'resolved')).toBe(true);
    const losses = resolved.items.map((r) => Number(r.incident.lossAmount));
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    const oldest = await list('?q=withdrawal&sort=oldest&pageSize=5');
    expect(oldest.items[0]!.incident.email).toBe('person0@example.com');
  });

  it('counts a term with fewer matches than the cap exactly', async () => {
    const rare = await list('?q=gift');
    expect(rare).toMatchObject({ total: RARE });
    expect(rare.totalIsLowerBound).toBeUndefined();
  });
});

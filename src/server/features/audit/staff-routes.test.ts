import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage, RecentActivityItem } from '@shared/audit/schema';
import { auditLog } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { createStaff } from '../../test/fixtures';

const t = testAppForSuite();
let admin: { authorization: string };
let caseworker: { authorization: string };

// Rows of their own kind ('audit_test_*'), so rows other operations write do not disturb counts.
const rows = [
  { actorLabel: 'alice', actorRole: 'admin', action: 'incident.status_changed', entityType: 'audit_test_case', entityId: '1', createdAt: '2026-03-01T10:00:00Z' },
  { actorLabel: 'bob', actorRole: 'caseworker', action: 'incident.updated', entityType: 'audit_test_case', entityId: '1', createdAt: '2026-03-02T23:59:59Z' },
  { actorLabel: 'alice', actorRole: 'admin', action: 'application.approved', entityType: 'audit_test_application', entityId: '7', createdAt: '2026-03-03T00:00:00Z' },
  { actorLabel: 'carol', actorRole: 'admin', action: 'incident.updated', entityType: 'audit_test_case', entityId: '2', createdAt: '2026-03-04T08:00:00Z' },
];

beforeAll(async () => {
  admin = (await createStaff(t.app)).headers;
  caseworker = (await createStaff(t.app, { role: 'caseworker' })).headers;
  await t.app.db.insert(auditLog).values(
    rows.map((row, i) => ({
      ...row,
      actorType: 'admin' as const,
      actorId: String(100 + i),
      createdAt: new Date(row.createdAt),
      before: { status: 'open' },
      after: { status: 'investigating' },
      ip: '203.0.113.9',
    })),
  );
});

const list = (query: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log?${query}`, headers }).then((res) => ({ status: res.statusCode, body: res.json() }));

const actions = (page: AuditLogPage) => page.items.map((item) => `${item.actorLabel}:${item.action}:${item.entityId}`);

describe('GET /api/admin/audit-log', () => {
  it('lists newest first with every field', async () => {
    const { status, body } = await list('entityType=audit_test_case');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(actions(body)).toEqual(['carol:incident.updated:2', 'bob:incident.updated:1', 'alice:incident.status_changed:1']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      actorType: 'admin',
      actorId: '103',
      actorLabel: 'carol',
      actorRole: 'admin',
      action: 'incident.updated',
      entityType: 'audit_test_case',
      entityId: '2',
      before: { status: 'open' },
      after: { status: 'investigating' },
      ip: '203.0.113.9',
      createdAt: '2026-03-04T08:00:00.000Z',
    });
  });

  it('filters by record, actor, action and an inclusive date range', async () => {
    expect(actions((await list('entityType=audit_test_case&entityId=1')).body)).toEqual([
      'bob:incident.updated:1',
      'alice:incident.status_changed:1',
    ]);
    expect(actions((await list('actor=ALI&from=2026-03-01&to=2026-03-31')).body)).toEqual([
      'alice:application.approved:7',
      'alice:incident.status_changed:1',
    ]);
    expect(actions((await list('action=status_changed&from=2026-01-01')).body)).toEqual(['alice:incident.status_changed:1']);
    // 'to' takes in the whole of its day, and 'from' starts at the day's first instant.
    expect(actions((await list('from=2026-03-02&to=2026-03-03')).body)).toEqual([
      'alice:application.approved:7',
      'bob:incident.updated:1',
    ]);
  });

  it('pages', async () => {
    const first = await list('from=2026-03-01&to=2026-03-04&pageSize=3');
    const second = await list('from=2026-03-01&to=2026-03-04&pageSize=3&page=2');
    expect(first.body.total).toBe(4);
    expect(first.body.items).toHaveLength(3);
    expect(actions(second.body)).toEqual(['alice:incident.status_changed:1']);
  });

  it('refuses bad filters with a clear message', async () => {
    expect(await list('from=yesterday')).toMatchObject({ status: 400, body: { message: expect.stringContaining('From must be a date') } });
    expect(await list('from=2026-03-05&to=2026-03-01')).toMatchObject({ status: 400, body: { message: expect.stringContaining('From must be on or before To') } });
    expect((await list('pageSize=1000')).status).toBe(400);
    expect((await list('entityType=DROP TABLE')).status).toBe(400);
  });

  it('lets a caseworker read one record’s history and nothing wider', async () => {
    // An id no other test's incident reaches, so the count is this test's own.
    await t.app.db.insert(auditLog).values(
      ['incident.update.status', 'incident.update.team'].map((action) => ({
        actorType: 'admin' as const,
        actorLabel: 'alice',
        action,
        entityType: 'fraud_incident',
        entityId: '2000000001',
      })),
    );
    const own = await list('entityType=fraud_incident&entityId=2000000001', caseworker);
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(2);
    for (const query of ['', 'entityType=audit_test_case', 'entityId=1', 'actor=alice']) {
      expect(await list(query, caseworker)).toMatchObject({ status: 403, body: { code: 'STAFF_ROLE_REQUIRED' } });
    }
  });

  it('keeps the history of staff accounts, settings and demo data from a caseworker (D17)', async () => {
    const staffAccount = (await createStaff(t.app)).admin.id;
    for (const query of [`entityType=admin_user&entityId=${staffAccount}`, 'entityType=setting&entityId=platform_name', 'entityType=demo_data&entityId=1', 'entityType=audit_test_case&entityId=1']) {
      expect(await list(query, caseworker)).toMatchObject({ status: 403, body: { code: 'STAFF_ROLE_REQUIRED' } });
    }
    expect((await list(`entityType=admin_user&entityId=${staffAccount}`)).status).toBe(200);
  });
});

describe('GET /api/admin/recent-activity', () => {
  it('gives the last ten rows without contents or addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/recent-activity', headers: admin });
    expect(res.statusCode).toBe(200);
    const items = res.json<RecentActivityItem[]>();
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).not.toHaveProperty('before');
    expect(items[0]).not.toHaveProperty('ip');
    const times = items.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a caseworker changes to case work only, not to staff accounts (D17)', async () => {
    await t.app.db.insert(auditLog).values([
      { actorType: 'admin' as const, actorLabel: 'alice', action: 'incident.update.status', entityType: 'fraud_incident', entityId: '2000000002' },
      { actorType: 'admin' as const, actorLabel: 'alice', action: 'staff.updated', entityType: 'admin_user', entityId: '2000000003' },
    ]);
    const seen = async (headers: { authorization: string }) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/recent-activity', headers })).json<RecentActivityItem[]>().map((item) => item.action);
    const forCaseworker = await seen(caseworker);
    expect(forCaseworker[0]).toBe('incident.update.status');
    expect(forCaseworker).not.toContain('staff.updated');
    expect((await seen(admin))[0]).toBe('staff.updated');
  });

  it('stops at ten', async () => {
    await t.app.db.insert(auditLog).values(
      Array.from({ length: 12 }, (_, i) => ({ actorType: 'system' as const, action: `audit_test.tick${i}`, entityType: 'audit_test_tick' })),
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/recent-activity', headers: admin });
    expect(res.json()).toHaveLength(10);
  });
});

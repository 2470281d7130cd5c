import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BulkIncidentResult } from '@shared/incidents/bulk-schema';
import type { Tag } from '@shared/tags/schema';
import { auditLog, caseStaff, caseTags, fraudIncidents } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
const bulk = (payload: Record<string, unknown>, headers = t.admin.headers) => t.app.inject({ method: 'POST', url: '/api/admin/incidents/bulk', headers, payload });
const cases = async (count: number) => Promise.all(Array.from({ length: count }, (_, i) => createIncident(t.app, { victimEmail: `bulk-${i}-${Date.now()}@example.com` })));
const items = (rows: { id: number; version: number }[]) => rows.map((row) => ({ id: row.id, version: row.version }));
const auditCount = async (action: string, ids: number[]) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids.map(String))))).length;

describe('bulk actions on cases (issue 26)', () => {
  it('changes the status of each case with one audit row each, and refuses the one someone changed since the list was read', async () => {
    const [a, b, c] = await cases(3);
    await t.app.db.update(fraudIncidents).set({ version: c!.version + 1 }).where(eq(fraudIncidents.id, c!.id));
    const res = await bulk({ items: items([a!, b!, c!]), action: { kind: 'status', status: 'under_investigation' } }, t.caseworker.headers);
    expect(res.statusCode).toBe(200);
    const result = res.json<BulkIncidentResult>();
    expect(result.done.map((d) => d.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(result.refused).toEqual([expect.objectContaining({ id: c!.id, code: 'STALE_VERSION', reason: expect.stringContaining('Someone else changed this case') })]);
    expect(await auditCount('incident.update.status', [a!.id, b!.id, c!.id])).toBe(2);
    const [after] = await t.app.db.select({ status: fraudIncidents.status }).from(fraudIncidents).where(eq(fraudIncidents.id, c!.id));
    expect(after?.status).toBe('open');
  });

  it('gives cases to a staff member as owner (admin), and lets a case worker take only cases nobody is on', async () => {
    const [free, taken] = await cases(2);
    const robin = await createStaff(t.app, { role: 'caseworker' });
    const given = (await bulk({ items: items([free!]), action: { kind: 'assign', adminId: robin.admin.id } })).json<BulkIncidentResult>();
    expect(given.done.map((d) => d.id)).toEqual([free!.id]);
    const [owner] = await t.app.db.select().from(caseStaff).where(and(eq(caseStaff.incidentId, free!.id), eq(caseStaff.isOwner, true)));
    expect(owner?.adminUserId).toBe(robin.admin.id);
    expect((await bulk({ items: items([free!]), action: { kind: 'assign', adminId: robin.admin.id } })).json<BulkIncidentResult>().unchanged.map((d) => d.id)).toEqual([free!.id]);

    const self = t.caseworker.admin.id;
    const took = (await bulk({ items: items([free!, taken!]), action: { kind: 'assign', adminId: self } }, t.caseworker.headers)).json<BulkIncidentResult>();
    expect(took.done.map((d) => d.id)).toEqual([taken!.id]);
    expect(took.refused).toEqual([expect.objectContaining({ id: free!.id, code: 'CASE_STAFF_NOT_ALLOWED' })]);
    // A case worker cannot hand cases to a colleague: nobody widens their own powers.
    const [other] = await cases(1);
    const handed = (await bulk({ items: items([other!]), action: { kind: 'assign', adminId: robin.admin.id } }, t.caseworker.headers)).json<BulkIncidentResult>();
    expect(handed.refused.map((r) => r.code)).toEqual(['CASE_STAFF_NOT_ALLOWED']);
    expect(await t.app.db.select().from(caseStaff).where(eq(caseStaff.incidentId, other!.id))).toHaveLength(0);
  });

  it('adds a tag to each case once, says which had it, and refuses a tag that is gone or a case that does not exist', async () => {
    const tag = (await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.admin.headers, payload: { name: `Bulk ${Date.now()}` } })).json<Tag>();
    const [a, b] = await cases(2);
    await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${a!.id}/tags`, headers: t.admin.headers, payload: { tagIds: [tag.id] } });
    const result = (await bulk({ items: [...items([a!, b!]), { id: 99_999_999, version: 1 }], action: { kind: 'tag', tagId: tag.id } }, t.caseworker.headers)).json<BulkIncidentResult>();
    expect(result.done.map((d) => d.id)).toEqual([b!.id]);
    expect(result.unchanged.map((d) => d.id)).toEqual([a!.id]);
    expect(result.refused).toEqual([expect.objectContaining({ id: 99_999_999, code: 'INCIDENT_NOT_FOUND' })]);
    expect(await t.app.db.select().from(caseTags).where(eq(caseTags.tagId, tag.id))).toHaveLength(2);
    const gone = (await bulk({ items: items([a!]), action: { kind: 'tag', tagId: 88_888_888 } })).json<BulkIncidentResult>();
    expect(gone.refused.map((r) => r.code)).toEqual(['TAG_UNKNOWN']);

    // A case at the most tags one case may carry takes no more, by bulk as on its page.
    const many = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => (await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.admin.headers, payload: { name: `Many ${i} ${Date.now()}` } })).json<Tag>()),
    );
    await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${b!.id}/tags`, headers: t.admin.headers, payload: { tagIds: many.map((m) => m.id) } });
    const full = (await bulk({ items: items([b!]), action: { kind: 'tag', tagId: tag.id } })).json<BulkIncidentResult>();
    expect(full.refused.map((r) => r.reason)).toEqual(['This case already carries 20 tags, the most one case may']);
  });

  it('refuses an empty or oversized selection and an unknown action before touching anything; is for staff only', async () => {
    const [a] = await cases(1);
    expect((await bulk({ items: [], action: { kind: 'status', status: 'open' } })).statusCode).toBe(400);
    expect((await bulk({ items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 })), action: { kind: 'status', status: 'open' } })).statusCode).toBe(400);
    expect((await bulk({ items: items([a!]), action: { kind: 'delete' } })).statusCode).toBe(400);
    expect((await bulk({ items: items([a!]), action: { kind: 'status', status: 'gone' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/incidents/bulk', cookies: t.victim.cookies, payload: { items: items([a!]), action: { kind: 'status', status: 'closed' } } })).statusCode).toBe(401);
    const [still] = await t.app.db.select({ status: fraudIncidents.status }).from(fraudIncidents).where(eq(fraudIncidents.id, a!.id));
    expect(still?.status).toBe('open');
  });
});

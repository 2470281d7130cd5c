import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { IncidentDetail, IncidentListPage } from '@shared/incidents/staff-schema';
import type { Tag } from '@shared/tags/schema';
import { auditLog, caseTags, fraudIncidents } from '../../kernel/db/schema/index';
import { createIncident } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
let n = 0;
const makeTag = async (name = `Tag ${++n} ${Date.now()}`, colour = 'blue') => {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.admin.headers, payload: { name, colour } });
  expect(res.statusCode).toBe(201);
  return res.json<Tag>();
};
const setTags = (incidentId: number, tagIds: unknown[], headers = t.caseworker.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incidentId}/tags`, headers, payload: { tagIds } });

describe('tags (issue 26)', () => {
  it('are kept by admins only (audited); a case worker reads them; a name is unique in any case; a colour is a theme tone', async () => {
    const urgent = await makeTag('Urgent', 'red');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.caseworker.headers, payload: { name: 'Mine' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.admin.headers, payload: { name: 'URGENT' } })).json().code).toBe('TAG_NAME_TAKEN');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/tags', headers: t.admin.headers, payload: { name: 'Pink', colour: '#ff00ff' } })).statusCode).toBe(400);
    const list = await t.app.inject({ url: '/api/admin/tags', headers: t.caseworker.headers });
    expect(list.json<{ items: Tag[] }>().items).toContainEqual(urgent);
    const renamed = await t.app.inject({ method: 'PUT', url: `/api/admin/tags/${urgent.id}`, headers: t.admin.headers, payload: { name: 'Urgent (72h)', colour: 'orange' } });
    expect(renamed.json()).toEqual({ id: urgent.id, name: 'Urgent (72h)', colour: 'orange' });
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'tag'), eq(auditLog.entityId, String(urgent.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['tag.created', 'tag.updated']);
  });

  it('go on a case by any staff member, audited with names; unknown ids are refused and nothing changes', async () => {
    const [elderly, bank] = [await makeTag(), await makeTag()];
    const incident = await createIncident(t.app, { victimEmail: 'tags@example.com' });
    const res = await setTags(incident.id, [elderly.id, bank.id, elderly.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tags: Tag[] }>().tags.map((tag) => tag.id).sort()).toEqual([elderly.id, bank.id].sort());
    const refused = await setTags(incident.id, [elderly.id, 99_999_999]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TAG_UNKNOWN' });
    expect(await t.app.db.select().from(caseTags).where(eq(caseTags.incidentId, incident.id))).toHaveLength(2);
    expect((await setTags(incident.id, Array.from({ length: 21 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await setTags(incident.id, [elderly.id])).json<{ tags: Tag[] }>().tags).toEqual([elderly]);
    const [row] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'incident.tags_changed'), eq(auditLog.entityId, String(incident.id)))).orderBy(auditLog.id).offset(1);
    expect(row).toMatchObject({ before: { tags: [elderly.name, bank.name].sort((a, b) => a.localeCompare(b)) }, after: { tags: [elderly.name] } });
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}/tags`, cookies: t.victim.cookies, payload: { tagIds: [] } })).statusCode).toBe(401);
  });

  it('show on the list and the case, filter the list, go into the export, and leave every case when the tag is deleted', async () => {
    const tag = await makeTag();
    const tagged = await createIncident(t.app, { victimEmail: 'tagged@example.com' });
    const other = await createIncident(t.app, { victimEmail: 'untagged@example.com' });
    expect((await setTags(tagged.id, [tag.id])).statusCode).toBe(200);

    const page = (await t.app.inject({ url: `/api/admin/incidents?tag=${tag.id}`, headers: t.caseworker.headers })).json<IncidentListPage>();
    expect(page.items.map((row) => row.incident.id)).toEqual([tagged.id]);
    expect(page.items[0]!.tags).toEqual([tag]);
    expect(page.total).toBe(1);
    const all = (await t.app.inject({ url: '/api/admin/incidents?pageSize=100', headers: t.admin.headers })).json<IncidentListPage>();
    expect(all.items.find((row) => row.incident.id === other.id)?.tags).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/incidents?tag=abc', headers: t.admin.headers })).statusCode).toBe(400);
    const detail = (await t.app.inject({ url: `/api/admin/incidents/${tagged.id}`, headers: t.admin.headers })).json<IncidentDetail>();
    expect(detail.tags).toEqual([tag]);

    const csv = (await t.app.inject({ url: `/api/admin/export/incidents?tag=${tag.id}&format=csv`, headers: t.admin.headers, remoteAddress: '198.51.100.77' })).body;
    const [header, line, extra] = csv.trim().split(/\r?\n/);
    expect(header).toContain('Tags');
    expect(line).toContain(tag.name);
    expect(extra).toBeUndefined();

    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, headers: t.admin.headers })).statusCode).toBe(204);
    expect(await t.app.db.select().from(caseTags).where(eq(caseTags.tagId, tag.id))).toHaveLength(0);
    const [deleted] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'tag.deleted'), eq(auditLog.entityId, String(tag.id))));
    expect(deleted?.before).toMatchObject({ cases: 1 });
  });

  it("list a tag's cases in report order either way, with other filters and their count, each row carrying its case's report time", async () => {
    const tag = await makeTag();
    const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [old, middle, recent] = [
      await createIncident(t.app, { victimEmail: 'order-old@example.com', createdAt: dayAgo(30) }),
      await createIncident(t.app, { victimEmail: 'order-middle@example.com', createdAt: dayAgo(20), fraudType: 'romance_scam' }),
      await createIncident(t.app, { victimEmail: 'order-recent@example.com', createdAt: dayAgo(10), fraudType: 'romance_scam' }),
    ];
    // Tagged out of report order: the list's order is the cases' own, not the tags'.
    for (const incident of [middle, recent, old]) expect((await setTags(incident.id, [tag.id])).statusCode).toBe(200);
    const listed = async (query: string) => {
      const res = await t.app.inject({ url: `/api/admin/incidents?tag=${tag.id}&${query}`, headers: t.admin.headers });
      expect(res.statusCode).toBe(200);
      const page = res.json<IncidentListPage>();
      return { ids: page.items.map((row) => row.incident.id), total: page.total };
    };
    expect(await listed('sort=newest')).toEqual({ ids: [recent.id, middle.id, old.id], total: 3 });
    expect(await listed('sort=oldest')).toEqual({ ids: [old.id, middle.id, recent.id], total: 3 });
    expect(await listed('sort=oldest&pageSize=1&page=2')).toEqual({ ids: [middle.id], total: 3 });
    expect(await listed('sort=newest&fraudType=romance_scam')).toEqual({ ids: [recent.id, middle.id], total: 2 });
    expect(await listed('sort=loss_desc&fraudType=romance_scam').then((r) => r.total)).toBe(2);
    // Each tag row carries its case's report time, whatever the insert said.
    const rows = await t.app.db.select().from(caseTags).where(eq(caseTags.tagId, tag.id));
    expect(rows.find((row) => row.incidentId === old.id)?.incidentCreatedAt?.toISOString()).toBe(new Date(old.createdAt).toISOString());
    await t.app.db.update(fraudIncidents).set({ createdAt: dayAgo(5) }).where(eq(fraudIncidents.id, old.id));
    expect((await listed('sort=newest')).ids).toEqual([old.id, recent.id, middle.id]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SavedView, SavedViewList } from '@shared/views/schema';
import { auditLog } from '../../kernel/db/schema/index';
import { createStaff } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
const url = '/api/admin/saved-views';
const save = (payload: Record<string, unknown>, headers = t.caseworker.headers) => t.app.inject({ method: 'POST', url, headers, payload });
const views = async (headers: { authorization: string }, query = '') => (await t.app.inject({ url: `${url}${query}`, headers })).json<SavedViewList>().items;

describe('saved views (issue 26)', () => {
  it("keep a staff member's filters under a name, without the page, for them alone unless an admin shares one", async () => {
    const mine = await save({ list: 'incidents', name: 'My open romance cases', filters: '?status=open&page=3&owner=me&fraudType=romance_scam' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json<SavedView>()).toMatchObject({ filters: 'fraudType=romance_scam&owner=me&status=open', shared: false, mine: true });
    const other = await createStaff(t.app, { role: 'caseworker' });
    expect((await views(other.headers)).some((view) => view.id === mine.json<SavedView>().id)).toBe(false);

    expect((await save({ list: 'incidents', name: 'Team view', filters: 'status=open', shared: true })).json().code).toBe('STAFF_ROLE_REQUIRED');
    const shared = await save({ list: 'incidents', name: 'Unassigned, newest', filters: 'owner=unassigned', shared: true }, t.admin.headers);
    expect(shared.statusCode).toBe(201);
    expect((await views(other.headers, '?list=incidents')).find((view) => view.id === shared.json<SavedView>().id)).toMatchObject({ mine: false, shared: true });
    expect(await views(other.headers, '?list=payouts')).toEqual([]);
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'saved_view.created'), eq(auditLog.entityId, String(shared.json<SavedView>().id))));
    expect(rows).toHaveLength(1);
  });

  it('refuses a second view of one name on one list, an unknown list and an overlong filter, changing nothing', async () => {
    expect((await save({ list: 'documents', name: 'Waiting', filters: 'status=pending' })).statusCode).toBe(201);
    expect((await save({ list: 'documents', name: 'WAITING', filters: 'status=rejected' })).json().code).toBe('VIEW_NAME_TAKEN');
    expect((await save({ list: 'secrets', name: 'X', filters: '' })).statusCode).toBe(400);
    expect((await save({ list: 'documents', name: 'Long', filters: 'q=' + 'x'.repeat(1200) })).statusCode).toBe(400);
    expect((await views(t.caseworker.headers, '?list=documents')).map((view) => view.name)).toEqual(['Waiting']);
  });

  it("lets the owner delete a view, an admin take down a shared one, and nobody else anyone's", async () => {
    const own = (await save({ list: 'payouts', name: 'Approved', filters: 'status=approved' })).json<SavedView>();
    const shared = (await save({ list: 'payouts', name: 'Pending', filters: 'status=pending', shared: true }, t.admin.headers)).json<SavedView>();
    const stranger = await createStaff(t.app, { role: 'caseworker' });
    const remove = (id: number, headers: { authorization: string }) => t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers });
    expect((await remove(own.id, stranger.headers)).json().code).toBe('VIEW_NOT_FOUND');
    expect((await remove(shared.id, stranger.headers)).json().code).toBe('STAFF_ROLE_REQUIRED');
    expect((await remove(own.id, t.caseworker.headers)).statusCode).toBe(204);
    const admin2 = await createStaff(t.app);
    expect((await remove(shared.id, admin2.headers)).statusCode).toBe(204);
    expect((await views(t.admin.headers, '?list=payouts')).some((view) => view.id === shared.id)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMessage, StaffMessagePage } from '@shared/messages/staff-schema';
import { messages } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { insertInOrder, staffListReader } from '../../test/staff-list';
import { createIncident } from '../../test/fixtures';

const t = appWithPeople();
let incidentA: { id: number };
let incidentB: { id: number };
const rows: (typeof messages.$inferSelect)[] = [];

beforeAll(async () => {
  incidentA = await createIncident(t.app, { victimEmail: t.victim.profile.email });
  incidentB = await createIncident(t.app, { victimEmail: 'other@example.com' });
  const base = Date.parse('2026-05-01T10:00:00Z');
  const values: (typeof messages.$inferInsert)[] = [
    { recoveryId: incidentA.id, sender: t.victim.profile.email, recipient: 'Case team', subject: 'Bank letter', content: 'I got a letter from my bank', senderType: 'user', readByStaffAt: null },
    { recoveryId: incidentA.id, sender: 'Case Manager', recipient: t.victim.profile.email, subject: null, content: 'Thanks, we read it', senderType: 'staff', readByStaffAt: new Date(base) },
    { recoveryId: incidentB.id, sender: 'other@example.com', recipient: 'Case team', subject: '100% sure', content: 'the wallet_id is new', senderType: 'user', readByStaffAt: null },
    { recoveryId: incidentB.id, sender: 'other@example.com', recipient: 'Case team', subject: 'Follow up', content: 'Any news?', senderType: 'user', readByStaffAt: new Date(base) },
  ];
  rows.push(...(await insertInOrder(t.app.db, messages, values.map((value, i) => ({ ...value, createdAt: new Date(base + i * 60_000) })))));
});

const { list, ids } = staffListReader(t, '/api/admin/messages', (m: StaffMessage) => m.id);

describe('GET /api/admin/messages', () => {
  it('answers a page, newest first, with the total of all matches', async () => {
    const res = await list('pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = res.json<StaffMessagePage>();
    expect(page.total).toBe(4);
    expect(page.items.map((m) => m.id)).toEqual([rows[3]!.id, rows[2]!.id]);
    expect(await ids('pageSize=2&page=2')).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(await ids('pageSize=2&page=3')).toEqual([]);
    expect(await ids('sort=oldest&pageSize=1')).toEqual([rows[0]!.id]);
  });

  it('answers the fields of a message with its case reference', async () => {
    const item = (await list()).json<StaffMessagePage>().items.find((m) => m.id === rows[0]!.id);
    expect(item).toEqual<StaffMessage>({
      id: rows[0]!.id,
      recoveryId: incidentA.id,
      reference: `FR-${String(incidentA.id).padStart(6, '0')}`,
      sender: t.victim.profile.email,
      recipient: 'Case team',
      subject: 'Bank letter',
      content: 'I got a letter from my bank',
      senderType: 'user',
      internal: false,
      staffName: null,
      readByStaffAt: null,
      createdAt: rows[0]!.createdAt.toISOString(),
    });
  });

  it('filters unread and read', async () => {
    expect((await ids('status=unread')).sort()).toEqual([rows[0]!.id, rows[2]!.id].sort());
    expect((await ids('status=read')).sort()).toEqual([rows[1]!.id, rows[3]!.id].sort());
    expect((await list('status=archived')).statusCode).toBe(400);
  });

  it('searches subject, content, sender, recipient and the case reference, with % and _ taken literally', async () => {
    expect(await ids('q=bank%20letter')).toEqual([rows[0]!.id]);
    expect(await ids('q=WE%20READ')).toEqual([rows[1]!.id]);
    expect((await ids(`q=${encodeURIComponent(t.victim.profile.email)}`)).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
    expect(await ids(`q=${encodeURIComponent('Case Manager')}`)).toEqual([rows[1]!.id]);
    expect((await ids(`q=FR-${String(incidentB.id).padStart(6, '0')}`)).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
    expect((await ids(`q=fr-${incidentA.id}`)).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([rows[2]!.id]);
    expect(await ids('q=_')).toEqual([rows[2]!.id]);
    expect(await ids('q=nothing-like-this')).toEqual([]);
    const unreadFromB = await list(`q=${encodeURIComponent('other@example.com')}&status=unread`);
    expect(unreadFromB.json<StaffMessagePage>()).toMatchObject({ total: 1, items: [{ id: rows[2]!.id }] });
  });

  it('refuses a page size over 100', async () => {
    expect((await list('pageSize=101')).statusCode).toBe(400);
  });

  it('is for any staff role, not for victims or strangers', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});

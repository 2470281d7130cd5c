import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BellPage } from '@shared/work/schema';
import { auditLog, mailOutbox, messages, staffUsers } from '../../kernel/db/schema/index';
import { createIncident, createStaff } from '../../test/fixtures';
import { testAppForSuite } from '../../test/suite-app';

const t = testAppForSuite();
let writer: Awaited<ReturnType<typeof createStaff>>;
let ana: Awaited<ReturnType<typeof createStaff>>;
let ben: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  [writer, ana, ben] = await Promise.all([createStaff(t.app, { role: 'caseworker' }), createStaff(t.app, { role: 'caseworker' }), createStaff(t.app)]);
});

const note = (incidentId: number, content: string, internal = true) =>
  t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incidentId}/messages`, headers: writer.headers, payload: { content, role: 'Case Manager', internal } });
const bell = async (who: typeof ana) => (await t.app.inject({ url: '/api/admin/bell?pageSize=50', headers: who.headers })).json<BellPage>();
const mentionMails = (to: string) => t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, 'mention')));

describe('@mentions in internal notes (issue 26)', () => {
  it("tells each colleague named, once, in their bell with a link to the note and by e-mail, never the writer, never in the note's words", async () => {
    const incident = await createIncident(t.app, { victimEmail: 'mentions@example.com' });
    const res = await note(incident.id, `@${ana.admin.username} and @${ben.admin.username.toUpperCase()}: the bank replied. Thanks @${ana.admin.username}. (me: @${writer.admin.username})`);
    expect(res.statusCode).toBe(201);
    const messageId = res.json<{ id: number }>().id;

    const item = (await bell(ana)).items.find((i) => i.kind === 'mention');
    expect(item).toMatchObject({ message: `${writer.admin.username} mentioned you in a note on FR-${String(incident.id).padStart(6, '0')}`, link: `/admin/incidents/${incident.id}#message-${messageId}`, unread: true });
    expect((await bell(ana)).items.filter((i) => i.kind === 'mention')).toHaveLength(1);
    expect((await bell(ben)).items.some((i) => i.kind === 'mention' && i.link?.endsWith(`#message-${messageId}`))).toBe(true);
    expect((await bell(writer)).items.some((i) => i.kind === 'mention')).toBe(false);

    const [mail] = await mentionMails(ana.admin.email!);
    expect(mail?.subject).toBe(`${writer.admin.username} mentioned you on FR-${String(incident.id).padStart(6, '0')}`);
    expect(await mentionMails(writer.admin.email!)).toHaveLength(0);
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'message.mentioned'), eq(auditLog.entityId, String(incident.id))));
    expect(rows.map((row) => (row.after as { adminId: number }).adminId).sort()).toEqual([ana.admin.id, ben.admin.id].sort());
    expect(JSON.stringify(rows)).not.toContain('the bank replied');
  });

  it('mails nobody who switched mention mail off, but still rings their bell', async () => {
    const quiet = await createStaff(t.app);
    await t.app.db.update(staffUsers).set({ mailWhenMentioned: false }).where(eq(staffUsers.id, quiet.admin.id));
    const incident = await createIncident(t.app, { victimEmail: 'mentions@example.com' });
    expect((await note(incident.id, `Over to you @${quiet.admin.username}`)).statusCode).toBe(201);
    expect(await mentionMails(quiet.admin.email!)).toHaveLength(0);
    expect((await bell(quiet)).items.some((i) => i.kind === 'mention')).toBe(true);
  });

  it('refuses a note naming nobody (or a disabled account) with the names, and stores nothing', async () => {
    const gone = await createStaff(t.app);
    await t.app.db.update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, gone.admin.id));
    const incident = await createIncident(t.app, { victimEmail: 'mentions@example.com' });
    const res = await note(incident.id, `Ask @nobody-here and @${gone.admin.username}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MENTION_UNKNOWN' });
    expect(res.json().message).toContain('@nobody-here');
    expect(res.json().message).toContain(`@${gone.admin.username}`);
    expect(await t.app.db.select().from(messages).where(eq(messages.recoveryId, incident.id))).toHaveLength(0);
  });

  it('reads no mentions in a reply to the victim, and no e-mail address as one', async () => {
    const incident = await createIncident(t.app, { victimEmail: 'mentions@example.com' });
    expect((await note(incident.id, `Write to @nobody-here or ${ana.admin.email}`, false)).statusCode).toBe(201);
    expect((await note(incident.id, `The victim wrote from maria@example.org`)).statusCode).toBe(201);
  });

  it("lets each staff member switch their own mention mail, and only their own", async () => {
    const me = await createStaff(t.app, { role: 'caseworker' });
    const prefs = '/api/admin/staff/me/preferences';
    expect((await t.app.inject({ url: prefs, headers: me.headers })).json()).toEqual({ mailWhenMentioned: true });
    const off = await t.app.inject({ method: 'PUT', url: prefs, headers: me.headers, payload: { mailWhenMentioned: false } });
    expect(off.json()).toEqual({ mailWhenMentioned: false });
    expect((await t.app.inject({ url: prefs, headers: ana.headers })).json()).toEqual({ mailWhenMentioned: true });
    expect((await t.app.inject({ method: 'PUT', url: prefs, headers: me.headers, payload: { mailWhenMentioned: 'no' } })).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.preferences_changed'), eq(auditLog.entityId, String(me.admin.id))));
    expect(row).toMatchObject({ before: { mailWhenMentioned: true }, after: { mailWhenMentioned: false } });
  });

  it('tells the colleague whose name ends in punctuation, not the one whose name is its start', async () => {
    const base = await createStaff(t.app);
    const underscored = await createStaff(t.app);
    await t.app.db.update(staffUsers).set({ username: `${base.admin.username}_` }).where(eq(staffUsers.id, underscored.admin.id));
    const incident = await createIncident(t.app, { victimEmail: 'mentions@example.com' });
    expect((await note(incident.id, `Please look, @${base.admin.username}_.`)).statusCode).toBe(201);
    expect((await bell(underscored)).items.some((i) => i.kind === 'mention')).toBe(true);
    expect((await bell(base)).items.some((i) => i.kind === 'mention')).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationPage, StaffThread, StaffThreadMessage } from '@shared/messages/staff-schema';
import type { MessageView } from '@shared/messages/schema';
import { auditLog, messages } from '../../kernel/db/schema/index';
import { smtpAppForSuite } from '../../test/suite-app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';

const t = smtpAppForSuite();
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let victim: Awaited<ReturnType<typeof createVictim>>;
let other: Awaited<ReturnType<typeof createVictim>>;
let incident: { id: number };
let quiet: { id: number };

const base = Date.parse('2026-06-01T09:00:00Z');

beforeAll(async () => {
  [caseworker, victim, other] = await Promise.all([
    createStaff(t.app, { role: 'caseworker' }),
    createVictim(t.app),
    createVictim(t.app),
  ]);
  const platform = await createPlatform(t.app, { name: 'Tidewater Trading' });
  incident = await createIncident(t.app, { victimEmail: victim.profile.email, platformId: platform.id });
  quiet = await createIncident(t.app, { victimEmail: other.profile.email });
  await t.app.db.insert(messages).values([
    { recoveryId: incident.id, sender: victim.profile.email, recipient: 'Case Manager', content: 'Did you get my bank letter?', senderType: 'user', createdAt: new Date(base) },
    { recoveryId: incident.id, sender: victim.profile.email, recipient: 'Case Manager', content: 'Any news?', senderType: 'user', createdAt: new Date(base + 3_600_000) },
    { recoveryId: incident.id, sender: victim.profile.email, recipient: 'Automated help', content: 'payout?', senderType: 'user', createdAt: new Date(base + 7_200_000) },
    { recoveryId: quiet.id, sender: other.profile.email, recipient: 'Legal Advisor', content: 'Hello', senderType: 'user', createdAt: new Date(base + 60_000), readByStaffAt: new Date(base + 120_000) },
    { recoveryId: quiet.id, sender: 'Legal Advisor', recipient: other.profile.email, content: 'Hello, we read it', senderType: 'staff', createdAt: new Date(base + 180_000), readByStaffAt: new Date(base + 180_000) },
  ]);
});

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: caseworker.headers, payload });

async function conversations(query = ''): Promise<ConversationPage> {
  const res = await asStaff('GET', `/conversations${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ConversationPage>();
}

async function victimMessages(cookies = victim.cookies, id = incident.id) {
  return t.app.inject({ method: 'GET', url: `/api/messages?recoveryId=${id}`, cookies });
}

describe('staff conversations', () => {
  it('lists one row per case, the longest wait first, with unread counts that ignore the automated help', async () => {
    const page = await conversations();
    const ids = page.items.map((c) => c.incidentId);
    expect(ids.indexOf(incident.id)).toBeLessThan(ids.indexOf(quiet.id));
    const waiting = page.items.find((c) => c.incidentId === incident.id)!;
    expect(waiting).toMatchObject({ unread: 2, waitingSince: new Date(base).toISOString(), platformName: 'Tidewater Trading' });
    const answered = page.items.find((c) => c.incidentId === quiet.id)!;
    expect(answered).toMatchObject({ unread: 0, waitingSince: null });
    expect((await conversations('?status=waiting')).items.map((c) => c.incidentId)).not.toContain(quiet.id);
    expect((await conversations(`?q=${encodeURIComponent('tidewater')}`)).items.map((c) => c.incidentId)).toEqual([incident.id]);
  });

  it('keeps an internal note from the victim, their mail and the unread count', async () => {
    const res = await asStaff('POST', `/incidents/${incident.id}/messages`, { content: 'Bank letter is in the file; chase them Friday', role: 'Case Manager', internal: true });
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffThreadMessage>()).toMatchObject({ internal: true, senderType: 'staff' });

    const seen = (await victimMessages()).json<MessageView[]>();
    expect(seen.map((m) => m.content)).not.toContain('Bank letter is in the file; chase them Friday');
    expect(JSON.stringify(seen)).not.toContain('chase them');
    expect(t.smtp.received.filter((m) => m.to.includes(victim.profile.email))).toHaveLength(0);
    // A note answers nobody: the victim still waits.
    expect((await conversations()).items.find((c) => c.incidentId === incident.id)).toMatchObject({ unread: 2 });
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'message.internal_note'));
    expect(audit).toMatchObject({ entityType: 'fraud_incident', entityId: String(incident.id) });
    expect(JSON.stringify(audit!.after)).not.toContain('chase them');
  });

  it('sends a reply as a case team role with the staff name, mails the victim once, and clears the wait', async () => {
    const res = await asStaff('POST', `/incidents/${incident.id}/messages`, { content: '  Yes, we have it.  ', role: 'Legal Advisor' });
    expect(res.statusCode).toBe(201);
    const mail = await t.smtp.nextMailTo(victim.profile.email);
    expect(mail.text).toContain('Your Legal Advisor has replied');
    expect(mail.text).not.toContain('we have it');
    expect(t.smtp.received.filter((m) => m.to.includes(victim.profile.email))).toHaveLength(0);

    const seen = (await victimMessages()).json<MessageView[]>();
    const reply = seen.find((m) => m.content === 'Yes, we have it.')!;
    expect(reply).toMatchObject({ senderType: 'staff', sender: 'Legal Advisor', staffName: caseworker.admin.displayName });
    expect((await conversations()).items.find((c) => c.incidentId === incident.id)).toMatchObject({ unread: 0, waitingSince: null });

    const thread = (await asStaff('GET', `/incidents/${incident.id}/messages`)).json<StaffThread>();
    expect(thread.messages.map((m) => [m.content, m.internal])).toContainEqual(['Bank letter is in the file; chase them Friday', true]);
    expect(thread.reference).toBe(`FR-${String(incident.id).padStart(6, '0')}`);
  });

  it('refuses an empty reply or an unknown role with a clear message, and changes nothing', async () => {
    const before = (await asStaff('GET', `/incidents/${incident.id}/messages`)).json<StaffThread>().messages.length;
    const empty = await asStaff('POST', `/incidents/${incident.id}/messages`, { content: '   ', role: 'Case Manager' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please write a message');
    const role = await asStaff('POST', `/incidents/${incident.id}/messages`, { content: 'Hi', role: 'AI Assistant' });
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Please choose who the reply is from');
    expect((await asStaff('POST', '/incidents/999999/messages', { content: 'Hi', role: 'Case Manager' })).statusCode).toBe(404);
    expect((await asStaff('GET', `/incidents/${incident.id}/messages`)).json<StaffThread>().messages).toHaveLength(before);
  });

  it('marks a thread read when staff open it', async () => {
    await t.app.db.insert(messages).values({ recoveryId: quiet.id, sender: other.profile.email, recipient: 'Legal Advisor', content: 'One more thing', senderType: 'user' });
    expect((await conversations()).items.find((c) => c.incidentId === quiet.id)).toMatchObject({ unread: 1 });
    const res = await asStaff('POST', `/incidents/${quiet.id}/messages/read`);
    expect(res.json()).toEqual({ marked: 1 });
    expect((await conversations()).items.find((c) => c.incidentId === quiet.id)).toMatchObject({ unread: 0 });
  });

  it('sends one notification: an in-app message with its subject and one e-mail without its words', async () => {
    const missing = await asStaff('POST', '/notify-victim', { incidentId: quiet.id, subject: ' ', message: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter a subject');

    const res = await asStaff('POST', '/notify-victim', { incidentId: quiet.id, subject: 'Documents we need', message: 'Please upload your bank statement.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sentTo: other.profile.email });
    const mail = await t.smtp.nextMailTo(other.profile.email);
    expect(mail.text).toContain('A new message on your case');
    expect(mail.text).not.toContain('bank statement');
    const seen = (await victimMessages(other.cookies, quiet.id)).json<MessageView[]>();
    expect(seen.find((m) => m.subject === 'Documents we need')).toMatchObject({ content: 'Please upload your bank statement.', senderType: 'staff' });
  });

  it('refuses a notification to an unconfirmed report (D18)', async () => {
    const planted = await createIncident(t.app, { victimEmail: 'someone-else@example.com', confirmedAt: null, confirmedVia: null });
    const res = await asStaff('POST', '/notify-victim', { incidentId: planted.id, subject: 'Hi', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(t.smtp.received.filter((m) => m.to.includes('someone-else@example.com'))).toHaveLength(0);
  });

  it('is for staff only', async () => {
    for (const [method, url] of [
      ['GET', '/conversations'],
      ['GET', `/incidents/${incident.id}/messages`],
      ['POST', `/incidents/${incident.id}/messages`],
      ['POST', '/notify-victim'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/admin${url}`, cookies: victim.cookies, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

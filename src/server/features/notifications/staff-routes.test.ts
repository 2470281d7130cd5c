import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOperation, RecipientCounts } from '@shared/notifications/schema';
import { auditLog, mailOutbox, userProfiles } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { queueMail } from '../../kernel/mail/outbox/queue-mail';
import { createTestAppWithSmtp } from '../../test/app';
import { putOnCase } from '../../test/case-staff';
import { createIncident, createStaff } from '../../test/fixtures';
import { outboxSettled } from '../../test/outbox';
import type { ReceivedMail } from '../../test/smtp';
import { setSettingValue } from '../settings/queries';

let t: Awaited<ReturnType<typeof createTestAppWithSmtp>>;
let admin: Awaited<ReturnType<typeof createStaff>>;
let run = 0;

beforeAll(async () => {
  t = await createTestAppWithSmtp();
  admin = await createStaff(t.app);
});
afterAll(() => t.close());

/** People with accounts, inserted straight (no password hashing): `verified` and `unverified` of each. */
async function people(counts: { verified: number; unverified: number }) {
  run += 1;
  const rows = [
    ...Array.from({ length: counts.verified }, (_, n) => ({ email: `v${run}-${n}@bulk.example`, fullName: `Verified ${run}-${n}`, isVerified: true })),
    ...Array.from({ length: counts.unverified }, (_, n) => ({ email: `u${run}-${n}@bulk.example`, fullName: `Unverified ${run}-${n}`, isVerified: false })),
  ];
  if (rows.length === 0) return [];
  return t.app.db
    .insert(userProfiles)
    .values(rows.map((r) => ({ ...r, country: 'uk', passwordHash: 'not-a-real-hash' })))
    .returning();
}

/** Only this run's people: earlier tests' recipients are left alone. */
async function onlyThisRun() {
  await t.app.db.execute(sql`update user_profiles set bulk_mail_unsubscribed_at = now() where email like '%@bulk.example' and email not like ${`%${run}-%`}`);
}

const send = (payload: Record<string, unknown>, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: '/api/admin/send-notification', headers, payload });

async function finished(id: number, headers = admin.headers): Promise<BulkOperation> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const operation = (await t.app.inject({ method: 'GET', url: `/api/admin/bulk-operations/${id}`, headers })).json<BulkOperation>();
    if (!['pending', 'running'].includes(operation.status)) return operation;
    if (Date.now() > deadline) throw new Error(`operation ${id} still ${operation.status}: ${JSON.stringify(operation)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw)?.[1]?.trim();
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address));

describe('bulk notifications', () => {
  it('answers at once with an operation, and mails each verified account exactly once, by name, with a one-click unsubscribe', async () => {
    const created = await people({ verified: 3, unverified: 2 });
    await onlyThisRun();
    const res = await send({ subject: 'News for {{name}}', message: 'Dear {{name}},\n\nYour case: {{caseReference}}.', type: 'verified' });
    expect(res.statusCode).toBe(202);
    const { operationId } = res.json<{ operationId: number }>();
    const done = await finished(operationId);
    expect(done).toMatchObject({ status: 'completed', totalItems: 3, processedItems: 3, failedItems: 0, type: 'verified', subject: 'News for {{name}}' });
    // Long enough for a stray second copy to arrive, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const person of created) {
      const mails = mailsTo(person.email);
      if (!person.isVerified) {
        expect(mails).toEqual([]);
        continue;
      }
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(header(mail, 'Subject')).toBe(`News for ${person.fullName}`);
      expect(mail.text).toContain(`Dear ${person.fullName},`);
      expect(mail.text).toContain('Your case: your case.');
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<https:\/\/haven\.test\/api\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}>$/);
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toMatch(/https:\/\/haven\.test\/unsubscribe\/\d+\.[A-Za-z0-9_-]{32}/);
    }
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'notification.bulk_started')).limit(1);
    expect(audit?.after).toMatchObject({ type: 'verified', recipients: 3 });
  });

  it('fills the case reference of a person with a confirmed case', async () => {
    const [person] = await people({ verified: 1, unverified: 0 });
    await onlyThisRun();
    const incident = await createIncident(t.app, { victimEmail: person!.email });
    const { operationId } = (await send({ subject: 'About {{caseReference}}', message: 'Hello {{ name }}', type: 'all' })).json<{ operationId: number }>();
    await finished(operationId);
    const [mail] = mailsTo(person!.email);
    expect(header(mail!, 'Subject')).toBe(`About FR-${String(incident.id).padStart(6, '0')}`);
  });

  it.each([
    [{ subject: '', message: 'Hello', type: 'all' }, 'Please enter a subject'],
    [{ subject: 'Hi', message: '   ', type: 'all' }, 'Please enter a message'],
    [{ subject: 'Hi', message: 'Hello', type: 'everyone' }, 'Please choose who receives it: all, verified or unverified'],
    [{ subject: 'Hi {{password}}', message: 'Hello', type: 'all' }, 'The subject uses a placeholder we cannot fill; use {{name}}, {{email}}, {{caseReference}} or {{platformName}}'],
  ])('refuses %j with a clear message and starts nothing', async (payload, message) => {
    const before = await t.app.db.execute(sql`select count(*)::int as n from bulk_operations`);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
    expect(await t.app.db.execute(sql`select count(*)::int as n from bulk_operations`)).toEqual(before);
  });

  it('lets a caseworker mail only the victims of their own cases, and counts only those', async () => {
    const caseworker = await createStaff(t.app, { role: 'caseworker', email: `cw-${Date.now()}@staff.example.org` });
    const [mine, theirs] = await people({ verified: 2, unverified: 0 });
    await onlyThisRun();
    const own = await createIncident(t.app, { victimEmail: mine!.email });
    await putOnCase(t.app, { incidentId: own.id, adminId: caseworker.admin.id });
    // A case they took themselves, not yet confirmed by an admin, does not widen whom they mail (D17).
    const taken = await createIncident(t.app, { victimEmail: theirs!.email });
    await putOnCase(t.app, { incidentId: taken.id, adminId: caseworker.admin.id, confirmed: false });
    const counts = (await t.app.inject({ method: 'GET', url: '/api/admin/notifications/recipient-counts', headers: caseworker.headers })).json<RecipientCounts>();
    expect(counts).toMatchObject({ all: 1, verified: 1, unverified: 0, ownCasesOnly: true });
    const res = await send({ subject: 'Update', message: 'Hello', type: 'all' }, caseworker.headers);
    expect(res.statusCode).toBe(202);
    const done = await finished(res.json<{ operationId: number }>().operationId, caseworker.headers);
    expect(done).toMatchObject({ status: 'completed', totalItems: 1, ownCasesOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(mine!.email)).toHaveLength(1);
    expect(mailsTo(theirs!.email)).toHaveLength(0);
    // Nor may they read an admin's operation.
    const other = (await send({ subject: 'All', message: 'Hello', type: 'all' })).json<{ operationId: number }>();
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/bulk-operations/${other.operationId}`, headers: caseworker.headers })).statusCode).toBe(404);
    await finished(other.operationId);
  });

  it('says so when nobody would receive it', async () => {
    await people({ verified: 0, unverified: 0 });
    await onlyThisRun();
    const res = await send({ subject: 'Hi', message: 'Hello', type: 'unverified' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Nobody would receive this: there are no recipients of that kind');
  });
});

describe('one-click unsubscribe', () => {
  it('stops bulk mail to that person, while mail about their own case still reaches them', async () => {
    const [person] = await people({ verified: 1, unverified: 0 });
    await onlyThisRun();
    const first = (await send({ subject: 'First', message: 'Hello', type: 'all' })).json<{ operationId: number }>();
    await finished(first.operationId);
    const [mail] = mailsTo(person!.email);
    const link = /^<(.+)>$/.exec(header(mail!, 'List-Unsubscribe')!)![1]!;
    const path = new URL(link).pathname;
    t.smtp.received.length = 0;
    // A link scanner's GET changes nothing: it leads to the page with the button.
    const look = await t.app.inject({ method: 'GET', url: path });
    expect(look.statusCode).toBe(303);
    expect(look.headers.location).toMatch(/^\/unsubscribe\/\d+\./);
    const [still] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, person!.id));
    expect(still!.bulkMailUnsubscribedAt).toBeNull();

    const click = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(userProfiles).where(eq(userProfiles.id, person!.id));
    expect(after!.bulkMailUnsubscribedAt).not.toBeNull();
    // Saying it twice is fine.
    expect((await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);

    const [other] = await people({ verified: 1, unverified: 0 });
    await t.app.db.execute(sql`update user_profiles set bulk_mail_unsubscribed_at = null where id = ${other!.id}`);
    const second = (await send({ subject: 'Second', message: 'Hello', type: 'all' })).json<{ operationId: number }>();
    expect((await finished(second.operationId)).totalItems).toBe(1);
    await queueMail(t.app, t.app.db, 'case_changed', { to: person!.email, subject: 'Your case changed', text: 'Sign in', html: '<p>Sign in</p>' });
    await t.smtp.nextMailTo(other!.email);
    const caseMail = await t.smtp.nextMailTo(person!.email);
    expect(header(caseMail, 'Subject')).toBe('Your case changed');
  });

  it('refuses a link of the wrong shape, on the page and the one-click call alike', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/unsubscribe/..%2F..%2Fadmin', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('This unsubscribe link is not valid. Please use the link in the most recent e-mail.');
    }
  });

  it('refuses a link this server did not sign', async () => {
    const [person] = await people({ verified: 1, unverified: 0 });
    const res = await t.app.inject({ method: 'POST', url: `/api/unsubscribe/${person!.id}.${'A'.repeat(32)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('This unsubscribe link is not valid. Please use the link in the most recent e-mail.');
  });
});

describe('pacing and Cancel', () => {
  it('sends no faster than the setting allows, and Cancel stops what has not gone yet', async () => {
    const created = await people({ verified: 8, unverified: 0 });
    await onlyThisRun();
    const ours = () => t.smtp.received.filter((m) => created.some((p) => m.to.includes(p.email)));
    await setSettingValue(t.app.db, 'bulk_mail_per_second', '2');
    try {
      const { operationId } = (await send({ subject: 'Paced', message: 'Hello', type: 'all' })).json<{ operationId: number }>();
      const deadline = Date.now() + 10_000;
      while (ours().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/bulk-operations/${operationId}/cancel`, headers: admin.headers });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json<BulkOperation>().status).toBe('cancelled');
      // Mails already claimed by the worker go out; the rest never do.
      await outboxSettled(t.app);
      const rows = await t.app.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.bulkOperationId, operationId));
      const sent = rows.filter((r) => r.status === 'sent').length;
      const cancelled = rows.filter((r) => r.status === 'cancelled').length;
      expect(sent + cancelled).toBe(8);
      expect(cancelled).toBeGreaterThan(0);
      expect(ours()).toHaveLength(sent);
      // Two a second: the mails keep to slots half a second apart. A send may start late on a busy
      // machine and the next one on time, so two neighbours can be closer; but the i-th mail never
      // comes before the first's slot plus i - 1 slots.
      const times = ours().map((m) => m.at).sort((a, b) => a - b);
      expect(times.length).toBeGreaterThanOrEqual(3);
      for (let i = 2; i < times.length; i++) expect(times[i]! - times[0]!).toBeGreaterThanOrEqual((i - 1) * 450);
      const again = await t.app.inject({ method: 'POST', url: `/api/admin/bulk-operations/${operationId}/cancel`, headers: admin.headers });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe('This notification has already been cancelled');
      const [operation] = await selectRows<{ status: string; processed_items: number }>(t.app.db, sql`select status, processed_items from bulk_operations where id = ${operationId}`);
      expect(operation).toMatchObject({ status: 'cancelled', processed_items: 8 });
    } finally {
      await setSettingValue(t.app.db, 'bulk_mail_per_second', '0');
    }
  });
});

describe('templates', () => {
  it('are created, listed, changed and deleted by admins, with a unique name, each audited', async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notification-templates',
      headers: admin.headers,
      payload: { name: 'Office closed', subject: 'Our office is closed', content: 'Dear {{name}}, we are closed on Friday.', category: 'Service' },
    });
    expect(create.statusCode).toBe(201);
    const template = create.json<{ id: number; isActive: boolean; type: string }>();
    expect(template).toMatchObject({ isActive: true, type: 'email' });
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/admin/notification-templates', headers: admin.headers, payload: { name: 'office CLOSED', subject: 'x', content: 'y' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ message: string }>().message).toBe('A template with this name already exists');
    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/notification-templates', headers: caseworker.headers })).json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/notification-templates/${template.id}`, headers: caseworker.headers })).statusCode).toBe(403);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/notification-templates/${template.id}`,
      headers: admin.headers,
      payload: { name: 'Office closed', subject: 'Closed on Friday', content: 'Dear {{name}}', isActive: false },
    });
    expect(update.json()).toMatchObject({ subject: 'Closed on Friday', isActive: false, category: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/notification-templates/${template.id}`, headers: admin.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/notification-templates/${template.id}`, headers: admin.headers })).statusCode).toBe(404);
    const actions = (await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(template.id)))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['template.created', 'template.updated', 'template.deleted']));
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SavedReply, SavedReplyList } from '@shared/messages/saved-replies';
import { auditLog, savedReplies } from '../../kernel/db/schema/index';
import { createIncident } from '../../test/fixtures';
import { appWithPeople } from '../../test/suite-app';

const t = appWithPeople();
const url = '/api/admin/saved-replies';
const save = (payload: Record<string, unknown>, headers = t.admin.headers) => t.app.inject({ method: 'POST', url, headers, payload });
const list = async (query = '', headers = t.caseworker.headers) => {
  const res = await t.app.inject({ url: `${url}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<SavedReplyList>().items;
};

describe('saved replies (issue 26)', () => {
  it('are kept by admins only, each change audited; case workers and victims cannot change them', async () => {
    const created = await save({ title: 'We have your documents', content: 'Dear {{name}}, we have the documents for {{caseReference}}.' });
    expect(created.statusCode).toBe(201);
    const reply = created.json<SavedReply>();
    expect((await save({ title: 'Mine', content: 'x' }, t.caseworker.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `${url}/${reply.id}`, headers: t.caseworker.headers, payload: { title: 'x', content: 'y' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${reply.id}`, headers: t.caseworker.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url, cookies: t.victim.cookies })).statusCode).toBe(401);

    const changed = await t.app.inject({ method: 'PUT', url: `${url}/${reply.id}`, headers: t.admin.headers, payload: { title: 'We have your documents', content: 'Hello {{name}}.' } });
    expect(changed.json<SavedReply>().content).toBe('Hello {{name}}.');
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${reply.id}`, headers: t.admin.headers })).statusCode).toBe(204);
    const actions = (await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'saved_reply'), eq(auditLog.entityId, String(reply.id))))).map((row) => row.action);
    expect(actions.sort()).toEqual(['saved_reply.created', 'saved_reply.deleted', 'saved_reply.updated']);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${reply.id}`, headers: t.admin.headers })).json().code).toBe('SAVED_REPLY_NOT_FOUND');
  });

  it('refuses a title taken in any case, an unknown placeholder and an unknown fraud type, changing nothing', async () => {
    expect((await save({ title: 'Payout steps', content: 'One.' })).statusCode).toBe(201);
    const before = (await t.app.db.select().from(savedReplies)).length;
    const again = await save({ title: 'PAYOUT steps', content: 'Two.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SAVED_REPLY_TITLE_TAKEN');
    const placeholder = await save({ title: 'Other', content: 'Hi {{firstName}}' });
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.json().message).toContain('placeholder we cannot fill');
    expect((await save({ title: 'Other', content: 'Hi', fraudType: 'lottery' })).statusCode).toBe(400);
    expect((await t.app.db.select().from(savedReplies)).length).toBe(before);
  });

  it("fills each reply for a case, leaves out other fraud types' replies and puts the case's own first", async () => {
    await save({ title: 'Romance: first steps', content: 'Dear {{name}}, about {{caseReference}} at {{platformName}}.', fraudType: 'romance_scam' });
    await save({ title: 'Crypto: wallets', content: 'Wallets.', fraudType: 'cryptocurrency_fraud' });
    await save({ title: 'A general answer', content: 'Write to us at any time, {{email}}.' });
    const incident = await createIncident(t.app, { victimEmail: t.victim.profile.email, fraudType: 'romance_scam' });
    const items = await list(`?incidentId=${incident.id}`);
    const titles = items.map((item) => item.title);
    expect(titles[0]).toBe('Romance: first steps');
    expect(titles).toContain('A general answer');
    expect(titles).not.toContain('Crypto: wallets');
    const reference = `FR-${String(incident.id).padStart(6, '0')}`;
    expect(items[0]!.filled).toMatch(new RegExp(`^Dear ${t.victim.profile.fullName}, about ${reference} at .+\\.$`));
    expect(items.find((item) => item.title === 'A general answer')!.filled).toBe(`Write to us at any time, ${t.victim.profile.email}.`);

    // A reported victim with no account: the name Haven lacks stays visible for the case worker to write.
    const anonymous = await createIncident(t.app, { victimEmail: 'no-account@example.com', fraudType: 'romance_scam' });
    expect((await list(`?incidentId=${anonymous.id}`))[0]!.filled).toContain('Dear {{name}},');
    expect((await t.app.inject({ url: `${url}?incidentId=99999999`, headers: t.caseworker.headers })).statusCode).toBe(404);
    expect((await list()).every((item) => item.filled === null)).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiKeyList, CreatedApiKey } from '@shared/integrations/api-keys';
import type { IntegrationIncident } from '@shared/integrations/integration-api';
import type { PayoutSummary } from '@shared/payouts/schema';
import { apiKeys, auditLog, fraudIncidents, sessions } from '../../kernel/db/schema/index';
import { createTestApiKey } from '../../test/api-keys';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { appWithPeople, withTestApp } from '../../test/suite-app';
import { hashToken } from '../auth/tokens';

// Issue 27: API keys. An admin makes one with its scopes and sees it once; only its hash is kept;
// it opens the integration API and nothing else, for what its scopes allow, until it is revoked.

const t = appWithPeople();
const v1 = '/api/integrations/v1';

async function makeKey(body: object = { name: 'Case tracker', scopes: ['incidents:read', 'incidents:write'] }) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: t.admin.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedApiKey>();
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

describe('making, listing and revoking keys (admins)', () => {
  it('shows the key once, stores only its SHA-256, and lists it by prefix', async () => {
    const created = await makeKey();
    expect(created.key).toMatch(/^hvn_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(`${created.apiKey.prefix}_`)).toBe(true);
    expect(created.apiKey).toMatchObject({ name: 'Case tracker', scopes: ['incidents:read', 'incidents:write'], active: true, revokedAt: null, lastUsedAt: null, createdBy: t.admin.admin.username });

    // The table holds neither the key nor its secret part: only the hash and the prefix.
    const [row] = await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    const secret = created.key.split('_')[2]!;
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: t.admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json<ApiKeyList>().items.find((item) => item.id === created.apiKey.id)).toMatchObject({ prefix: created.apiKey.prefix });

    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'api_key.created'), eq(auditLog.entityId, String(created.apiKey.id))));
    expect(audit).toMatchObject({ actorType: 'admin', actorId: String(t.admin.admin.id), after: { name: 'Case tracker', prefix: created.apiKey.prefix } });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('is for admins only, asks a fresh confirmation to make one, and checks what it is given', async () => {
    const asCaseworker = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: t.caseworker.headers, payload: { name: 'x', scopes: ['incidents:read'] } });
    expect(asCaseworker.json()).toMatchObject({ code: 'STAFF_ROLE_REQUIRED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: t.caseworker.headers })).statusCode).toBe(403);

    const stale = await createStaff(t.app);
    const token = stale.headers.authorization.slice('Bearer '.length);
    await t.app.db.update(sessions).set({ confirmedAt: new Date(Date.now() - 3_600_000) }).where(eq(sessions.tokenHash, hashToken(token)));
    const unconfirmed = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: stale.headers, payload: { name: 'x', scopes: ['incidents:read'] } });
    expect(unconfirmed.json()).toMatchObject({ code: 'FRESH_CONFIRMATION_REQUIRED' });

    for (const [payload, message] of [
      [{ name: '', scopes: ['incidents:read'] }, 'Give the key a name'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'x', scopes: ['payouts:write'] }, 'Choose scopes from the list'],
      [{ name: 'x', scopes: ['incidents:read', 'incidents:read'] }, 'Choose each scope once'],
      [{ name: 'x', scopes: ['incidents:read'], expiresOn: '2020-01-01' }, 'The last day must be today or later'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers: t.admin.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });

  it('refuses a revoked key at once, and an expired one, in words its holder can act on', async () => {
    const created = await makeKey({ name: 'Soon revoked', scopes: ['incidents:read'] });
    expect((await t.app.inject({ method: 'GET', url: `${v1}/incidents`, headers: bearer(created.key) })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: 'POST', url: `/api/admin/api-keys/${created.apiKey.id}/revoke`, headers: t.admin.headers });
    expect(revoked.json()).toMatchObject({ active: false, revokedAt: expect.any(String) });
    const refused = await t.app.inject({ method: 'GET', url: `${v1}/incidents`, headers: bearer(created.key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringContaining('revoked') });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'api_key.revoked'), eq(auditLog.entityId, String(created.apiKey.id))));
    expect(audit).toMatchObject({ actorType: 'admin', before: { name: 'Soon revoked' } });

    const expired = await createTestApiKey(t.app, { expired: true });
    const late = await t.app.inject({ method: 'GET', url: `${v1}/incidents`, headers: expired.headers });
    expect(late.json()).toMatchObject({ code: 'API_KEY_INVALID', message: expect.stringContaining('expired') });

    // A key one character off, or with a right prefix and a wrong secret, is unknown.
    const wrong = created.key.slice(0, -1) + (created.key.endsWith('A') ? 'B' : 'A');
    expect((await t.app.inject({ method: 'GET', url: `${v1}/incidents`, headers: bearer(wrong) })).json()).toMatchObject({ code: 'API_KEY_INVALID' });
    expect((await t.app.inject({ method: 'GET', url: `${v1}/incidents` })).json()).toMatchObject({ code: 'API_KEY_REQUIRED' });
  });
});

describe('what a key opens', () => {
  it('reads cases without the victim: no e-mail, description or contacts', async () => {
    const key = await createTestApiKey(t.app, { scopes: ['incidents:read'] });
    const incident = await createIncident(t.app, { victimEmail: 'private.person@example.com', description: 'My neighbour Anna told me about it' });
    const one = await t.app.inject({ method: 'GET', url: `${v1}/incidents/${incident.id}`, headers: key.headers });
    expect(one.statusCode).toBe(200);
    expect(one.headers.etag).toBe(`"${incident.version}"`);
    expect(one.json<IntegrationIncident>()).toMatchObject({ id: incident.id, reference: expect.stringMatching(/^FR-/), status: incident.status, version: incident.version });
    expect(one.body).not.toContain('private.person');
    expect(one.body).not.toContain('Anna');

    const page = await t.app.inject({ method: 'GET', url: `${v1}/incidents?pageSize=100&status=${incident.status}`, headers: key.headers });
    expect(page.json<{ items: IntegrationIncident[] }>().items.some((item) => item.id === incident.id)).toBe(true);
    expect(page.body).not.toContain('private.person');
    expect((await t.app.inject({ method: 'GET', url: `${v1}/incidents/2000000000`, headers: key.headers })).statusCode).toBe(404);

    const [row] = await t.app.db.select({ lastUsedAt: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.id, key.row.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses what the key has no scope for, naming the scope', async () => {
    const readOnly = await createTestApiKey(t.app, { scopes: ['incidents:read'] });
    const incident = await createIncident(t.app, { victimEmail: 'someone@example.com' });
    const write = await t.app.inject({ method: 'PATCH', url: `${v1}/incidents/${incident.id}/status`, headers: { ...readOnly.headers, 'if-match': `"${incident.version}"` }, payload: { status: 'under_review' } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING', message: expect.stringContaining('incidents:write') });
    const payouts = await t.app.inject({ method: 'GET', url: `${v1}/payouts`, headers: readOnly.headers });
    expect(payouts.json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING', message: expect.stringContaining('payouts:read') });
    const [after] = await t.app.db.select({ status: fraudIncidents.status }).from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(after!.status).toBe(incident.status);
  });

  it('is never accepted on a staff or victim route, and a staff token never on the integration API', async () => {
    const key = await createTestApiKey(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/incidents', headers: key.headers })).json()).toMatchObject({ code: 'STAFF_SIGN_IN_REQUIRED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: key.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: key.headers })).json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
    const staffOnIntegration = await t.app.inject({ method: 'GET', url: `${v1}/incidents`, headers: t.admin.headers });
    expect(staffOnIntegration.json()).toMatchObject({ code: 'API_KEY_INVALID' });
    // A victim's session opens nothing there either.
    const both = await t.app.inject({ method: 'GET', url: `${v1}/incidents`, cookies: t.victim.cookies });
    expect(both.json()).toMatchObject({ code: 'API_KEY_REQUIRED' });
  });

  it('changes a status as staff would: If-Match required and checked, audited with the key as its actor', async () => {
    const key = await createTestApiKey(t.app, { name: 'Ticketing', scopes: ['incidents:read', 'incidents:write'] });
    const incident = await createIncident(t.app, { victimEmail: 'someone@example.com', status: 'open' });
    const url = `${v1}/incidents/${incident.id}/status`;

    const withoutVersion = await t.app.inject({ method: 'PATCH', url, headers: key.headers, payload: { status: 'under_review' } });
    expect(withoutVersion.statusCode).toBe(428);
    const stale = await t.app.inject({ method: 'PATCH', url, headers: { ...key.headers, 'if-match': `"${incident.version + 5}"` }, payload: { status: 'under_review' } });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(`"${incident.version}"`);

    const changed = await t.app.inject({ method: 'PATCH', url, headers: { ...key.headers, 'if-match': `"${incident.version}"` }, payload: { status: 'under_review' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<IntegrationIncident>()).toMatchObject({ status: 'under_review', version: incident.version + 1 });
    expect(changed.headers.etag).toBe(`"${incident.version + 1}"`);

    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'incident.update.status'), eq(auditLog.entityId, String(incident.id))));
    expect(audit).toMatchObject({
      actorType: 'api_key',
      actorId: String(key.row.id),
      actorLabel: `Ticketing (hvn_${key.row.prefix})`,
      actorRole: null,
      before: { status: 'open' },
      after: { status: 'under_review' },
    });
  });

  it('lists payouts without account details or the e-mail they were asked from', async () => {
    const key = await createTestApiKey(t.app, { scopes: ['payouts:read'] });
    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: { totalLoss: '900.00', recoveredAmount: '500.00', transactions: [] } });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: victim.cookies,
      payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB29 NWBK 6016 1331 9268 19' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `${v1}/payouts?caseId=${incident.id}`, headers: key.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, items: [{ id: asked.json<PayoutSummary>().id, caseId: incident.id, status: 'pending', decidedAt: null }] });
    expect(page.body).not.toMatch(/NWBK|9268|1331/);
    expect(page.body).not.toContain(victim.profile.email);
  });
});

describe('each key has its own budget', () => {
  it('answers 429 past the budget, and another key goes on', async () => {
    await withTestApp({ rateLimits: { integrationPerKey: { max: 2, timeWindow: 60_000 } }, worker: false }, async (own) => {
      const [first, second] = await Promise.all([createTestApiKey(own.app, { scopes: ['incidents:read'] }), createTestApiKey(own.app, { scopes: ['incidents:read'] })]);
      const ask = (headers: Record<string, string>) => own.app.inject({ method: 'GET', url: `${v1}/incidents`, headers });
      expect((await ask(first.headers)).statusCode).toBe(200);
      expect((await ask(first.headers)).statusCode).toBe(200);
      const third = await ask(first.headers);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect((await ask(second.headers)).statusCode).toBe(200);
    });
  });
});

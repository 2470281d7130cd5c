import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { createIncident, createPlatform, createStaff, createVictim } from '../../test/fixtures';
import { samplePdf } from '../documents/test-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Victim = Awaited<ReturnType<typeof createVictim>>;

/** A case of `owner` with recovered funds, and a stored document on it. */
async function caseOf(owner: Victim) {
  const platform = await createPlatform(t.app, { name: `Matrix ${Math.random().toString(36).slice(2)}` });
  const incident = await createIncident(t.app, {
    victimEmail: owner.profile.email,
    platformId: platform.id,
    lossAmount: '1000.00',
    status: 'recovery_available',
    financialData: { totalLoss: '1000.00', recoveredAmount: '400.00', transactions: [] },
  });
  const storageKey = `cases/${incident.id}-matrix.pdf`;
  await t.app.storage.put(storageKey, samplePdf());
  const [document] = await t.app.db
    .insert(documents)
    .values({ filename: 'proof.pdf', storageKey, mimeType: 'application/pdf', sizeBytes: samplePdf().length, sha256: 'x', userEmail: owner.profile.email, category: 'financial', recoveryId: incident.id })
    .returning();
  return { incident, platform, document: document! };
}

function uploadForm(recoveryId: number): FormData {
  const form = new FormData();
  form.append('category', 'financial');
  form.append('recoveryId', String(recoveryId));
  form.append('documents', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'statement.pdf');
  return form;
}

type Case = Awaited<ReturnType<typeof caseOf>>;
const caseRoutes: [string, (c: Case) => InjectOptions, number][] = [
  ['GET /api/recovery-cases/:id', (c) => ({ method: 'GET', url: `/api/recovery-cases/${c.incident.id}` }), 200],
  ['GET /api/recovery-details/:id', (c) => ({ method: 'GET', url: `/api/recovery-details/${c.incident.id}` }), 200],
  [
    'GET /api/recovery-details?platform&amount',
    (c) => ({ method: 'GET', url: `/api/recovery-details?platform=${encodeURIComponent(c.platform.name)}&amount=1000&email=someone@else.com` }),
    200,
  ],
  ['GET /api/messages', (c) => ({ method: 'GET', url: `/api/messages?recoveryId=${c.incident.id}` }), 200],
  [
    'POST /api/messages',
    (c) => ({ method: 'POST', url: '/api/messages', payload: { recipient: 'Case Manager', content: 'Hello team', recoveryId: c.incident.id } }),
    201,
  ],
  ['GET /api/documents', (c) => ({ method: 'GET', url: `/api/documents?recoveryId=${c.incident.id}` }), 200],
  ['POST /api/documents', (c) => ({ method: 'POST', url: '/api/documents', payload: uploadForm(c.incident.id) }), 201],
  ['GET /api/documents/:id/download', (c) => ({ method: 'GET', url: `/api/documents/${c.document.id}/download` }), 200],
  [
    'POST /api/payout-requests',
    (c) => ({ method: 'POST', url: '/api/payout-requests', payload: { incidentId: c.incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB00 1234 5678' } }),
    201,
  ],
];

describe('access matrix: routes about one case', () => {
  it.each(caseRoutes)('%s: 401 anonymous, 404 another victim, success for the owner, and staff may read', async (_name, request, ok) => {
    const owner = await createVictim(t.app);
    const other = await createVictim(t.app);
    const target = await caseOf(owner);

    const anonymous = await t.app.inject(request(target));
    expect(anonymous.statusCode).toBe(401);

    const stranger = await t.app.inject({ ...request(target), cookies: other.cookies });
    expect(stranger.statusCode).toBe(404);
    // Nothing in the answer tells the stranger that the case exists.
    expect(stranger.body).not.toContain(target.platform.name);
    expect(stranger.body).not.toContain(owner.profile.email);

    const own = await t.app.inject({ ...request(target), cookies: owner.cookies });
    expect(own.statusCode).toBe(ok);

    if (request(target).method === 'GET') {
      const staff = await createStaff(t.app);
      const asStaff = request(target);
      const url = asStaff.url!.toString().replace('someone@else.com', encodeURIComponent(owner.profile.email));
      expect((await t.app.inject({ ...asStaff, url, headers: staff.headers })).statusCode).toBe(200);
    }
  });
});

describe('access matrix: lists and account routes', () => {
  const ownRoutes: [string, InjectOptions][] = [
    ['GET /api/dashboard', { method: 'GET', url: '/api/dashboard' }],
    ['GET /api/payout-requests', { method: 'GET', url: '/api/payout-requests?email=owner@example.com' }],
    ['GET /api/recovery-applications', { method: 'GET', url: '/api/recovery-applications?email=owner@example.com' }],
    ['GET /api/me/export', { method: 'GET', url: '/api/me/export' }],
  ];

  it.each(ownRoutes)('%s: 401 anonymous; a victim only ever gets their own data', async (_name, request) => {
    const owner = await createVictim(t.app);
    const other = await createVictim(t.app);
    const target = await caseOf(owner);
    await t.app.inject({
      method: 'POST',
      url: '/api/payout-requests',
      cookies: owner.cookies,
      payload: { incidentId: target.incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB00 1234 5678' },
    });

    expect((await t.app.inject(request)).statusCode).toBe(401);
    const asOther = await t.app.inject({ ...request, cookies: other.cookies });
    expect(asOther.statusCode).toBe(200);
    expect(asOther.rawPayload.toString('latin1')).not.toContain(owner.profile.email);
    expect(asOther.rawPayload.toString('latin1')).not.toContain(target.platform.name);
    const asOwner = await t.app.inject({ ...request, cookies: owner.cookies });
    expect(asOwner.statusCode).toBe(200);
  });

  it('POST /api/me/delete: 401 anonymous', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/delete', payload: { password: 'x', confirm: 'DELETE' } });
    expect(res.statusCode).toBe(401);
  });
});

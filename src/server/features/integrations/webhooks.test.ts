import { createHmac, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookDeliveryPage, WebhookEndpointList } from '@shared/integrations/webhooks';
import type { PayoutSummary } from '@shared/payouts/schema';
import { auditLog, webhookDeliveries, webhookEndpoints } from '../../kernel/db/schema/index';
import { encryptField } from '../../kernel/crypto/field-cipher';
import { queueNames } from '../../kernel/jobs/job-runner';
import { deliverWebhook, retryDelaySeconds } from '../../kernel/webhooks/deliver-webhook';
import { guardedLookup, isPublicAddress, RefusedDestination } from '../../kernel/webhooks/destination';
import { verifySignature } from '../../kernel/webhooks/signature';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { reportForm, validReport } from '../../test/report-form';
import { testAppForSuite, withTestApp, type TestStaff } from '../../test/suite-app';
import type { TestApp } from '../../test/app';
import { waitUntil } from '../../test/wait-until';
import { startWebhookReceiver } from '../../test/webhook-receiver';
import { staffActor } from '../audit/record-audit';
import { removeExpiredRecords } from '../retention/remove-expired-records';
import { createWebhookEndpoint } from './webhook-endpoints';

// Issue 27: webhooks. Events are written in the transaction of the change, delivered signed by the
// job queue to a receiver on this machine (no internet), retried, and logged; addresses inside the
// network are refused in production.

// Retries 1 s, then 5 s: a test sees three tries within seconds.
const t = testAppForSuite({ env: { WEBHOOK_RETRY_DELAY_SECONDS: '1' } });
let admin: TestStaff;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [admin, receiver] = await Promise.all([createStaff(t.app), startWebhookReceiver()]);
});
afterAll(() => receiver?.close());

let paths = 0;
/** An endpoint of the test's own, on a path of its own of the one receiver. */
async function endpoint(events: string[] = ['case.created', 'case.status_changed', 'payout.decided']) {
  const path = `/hook-${++paths}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: admin.headers, payload: { url: receiver.url(path), events, description: `Test ${paths}` } });
  expect(res.statusCode, res.body).toBe(201);
  return { path, ...res.json<CreatedWebhookEndpoint>() };
}

type Payload = { id: string; event: string; occurredAt: string; data: Record<string, unknown> };
const parsed = (body: string) => JSON.parse(body) as Payload;

/** The requests to `path` of one event, once `n` have come. */
async function arrivals(path: string, match: (payload: Payload) => boolean, n = 1) {
  t.app.jobs.wake(queueNames.webhooks);
  return waitUntil(`${n} webhook(s) at ${path}`, async () => {
    const found = receiver.received.filter((r) => r.path === path && match(parsed(r.body)));
    return found.length >= n ? found : undefined;
  });
}

const deliveriesOf = async (endpointId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${endpointId}/deliveries`, headers: admin.headers })).json<WebhookDeliveryPage>();

async function changeStatus(incident: { id: number; version: number }, status: string, version = incident.version) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/incidents/${incident.id}`, headers: { ...admin.headers, 'if-match': `"${version}"` }, payload: { status } });
}

describe('a delivery', () => {
  it('is signed so the receiver can check it, and names the case, never the victim', async () => {
    const hook = await endpoint();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const incident = await createIncident(t.app, { victimEmail: 'quiet.victim@example.com', status: 'open' });
    expect((await changeStatus(incident, 'under_review')).statusCode).toBe(200);

    const [arrived] = await arrivals(hook.path, (p) => p.event === 'case.status_changed' && p.data.caseId === incident.id);
    const payload = parsed(arrived!.body);
    expect(payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'case.status_changed',
      occurredAt: expect.any(String),
      data: { caseId: incident.id, caseReference: `FR-${String(incident.id).padStart(6, '0')}`, status: 'under_review', previousStatus: 'open' },
    });
    expect(arrived!.body).not.toContain('quiet.victim');
    expect(arrived!.headers['content-type']).toBe('application/json');
    expect(arrived!.headers['haven-event']).toBe('case.status_changed');
    expect(arrived!.headers['haven-event-id']).toBe(payload.id);

    // The receiver's own check, Stripe's scheme: HMAC-SHA256 of "<t>.<body>" under the secret.
    const header = String(arrived!.headers['haven-signature']);
    const [, timestamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
    expect(createHmac('sha256', hook.secret).update(`${timestamp}.${arrived!.body}`).digest('hex')).toBe(v1);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
    expect(verifySignature({ secret: hook.secret, body: arrived!.body, header, now: new Date() })).toBe(true);
    expect(verifySignature({ secret: `${hook.secret}x`, body: arrived!.body, header, now: new Date() })).toBe(false);
    expect(verifySignature({ secret: hook.secret, body: arrived!.body.replace('under_review', 'resolved'), header, now: new Date() })).toBe(false);
    expect(verifySignature({ secret: hook.secret, body: arrived!.body, header, now: new Date(Date.now() + 600_000) })).toBe(false);

    const log = await waitUntil('the delivery written down', async () => {
      const page = await deliveriesOf(hook.endpoint.id);
      return page.items.find((d) => d.eventId === payload.id && d.status === 'delivered');
    });
    expect(log).toMatchObject({ event: 'case.status_changed', attempts: 1, responseStatus: 200, error: null, nextAttemptAt: null, deliveredAt: expect.any(String) });
  });

  it('keeps the signing secret only encrypted, and shows it only in the answer to the create', async () => {
    const hook = await endpoint(['payout.decided']);
    const [row] = await t.app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.endpoint.id));
    expect(JSON.stringify(row)).not.toContain(hook.secret.slice('whsec_'.length));
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: admin.headers });
    expect(list.body).not.toContain(hook.secret.slice('whsec_'.length));
    expect(list.json<WebhookEndpointList>().items.find((item) => item.id === hook.endpoint.id)).toMatchObject({ events: ['payout.decided'], active: true, createdBy: admin.admin.username });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'webhook.created'), eq(auditLog.entityId, String(hook.endpoint.id))));
    expect(audit?.after).toMatchObject({ url: receiver.url(hook.path), events: ['payout.decided'] });
    expect(JSON.stringify(audit)).not.toContain(hook.secret.slice('whsec_'.length));
  });

  it('is tried again after a failure, with the same event id, until it arrives; the log counts the tries', async () => {
    const hook = await endpoint(['case.status_changed']);
    receiver.answerWith(hook.path, 500, 503);
    const incident = await createIncident(t.app, { victimEmail: 'someone@example.com', status: 'open' });
    expect((await changeStatus(incident, 'under_investigation')).statusCode).toBe(200);

    const tries = await arrivals(hook.path, (p) => p.data.caseId === incident.id, 3);
    expect(tries.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(new Set(tries.map((r) => r.headers['haven-event-id'])).size).toBe(1);
    for (const attempt of tries) expect(verifySignature({ secret: hook.secret, body: attempt.body, header: String(attempt.headers['haven-signature']), now: new Date() })).toBe(true);
    const delivered = await waitUntil('the delivery written down', async () => (await deliveriesOf(hook.endpoint.id)).items.find((d) => d.status === 'delivered'));
    expect(delivered).toMatchObject({ attempts: 3, responseStatus: 200, error: null });
  });
});

describe('which events go where', () => {
  it('tells of a case created by staff or reported by a victim, a payout decided, and nothing of a refused change', async () => {
    const hook = await endpoint();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/incidents',
      headers: admin.headers,
      payload: { victimEmail: 'made.by.staff@example.com', platformName: 'Hook Exchange', amount: '250.00', status: 'open' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const staffCase = created.json<{ incident: { id: number; version: number } }>().incident;
    const [fromStaff] = await arrivals(hook.path, (p) => p.event === 'case.created' && p.data.caseId === staffCase.id);
    expect(parsed(fromStaff!.body).data).toEqual({ caseId: staffCase.id, caseReference: expect.any(String), status: 'open', confirmed: true, source: 'staff' });
    expect(fromStaff!.body).not.toContain('made.by.staff');

    const reported = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: reportForm(validReport({ victimEmail: 'reporter@example.com' })) });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json<{ incident: { id: number } }>().incident.id;
    const [fromReport] = await arrivals(hook.path, (p) => p.event === 'case.created' && p.data.caseId === reportId);
    // Only these facts: the report's address, platform, words and amount stay out.
    expect(parsed(fromReport!.body).data).toEqual({ caseId: reportId, caseReference: expect.any(String), confirmed: false, source: 'report', status: 'open' });
    expect(fromReport!.body).not.toMatch(/reporter@|CoinVault|blocked my withdrawals/);

    // A change refused as stale writes no event: the outbox row goes with the change or not at all.
    const before = await t.app.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id));
    expect((await changeStatus(staffCase, 'resolved', staffCase.version + 7)).statusCode).toBe(412);
    const after = await t.app.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id));
    expect(after[0]!.n).toBe(before[0]!.n);

    const victim = await createVictim(t.app);
    const incident = await createIncident(t.app, { victimEmail: victim.profile.email, financialData: { totalLoss: '900.00', recoveredAmount: '500.00', transactions: [] } });
    const asked = await t.app.inject({ method: 'POST', url: '/api/payout-requests', cookies: victim.cookies, payload: { incidentId: incident.id, payoutMethod: 'bank_transfer', accountDetails: 'GB29 NWBK 6016 1331 9268 19' } });
    const payoutId = asked.json<PayoutSummary>().id;
    // A first approval of two decides nothing yet: no event.
    const first = await t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${payoutId}`, headers: admin.headers, payload: { status: 'approved' } });
    expect(first.statusCode, first.body).toBe(200);
    const rejected = await t.app.inject({ method: 'PUT', url: `/api/admin/payout-requests/${payoutId}`, headers: admin.headers, payload: { status: 'rejected', reason: 'The account is not in your name' } });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const decided = await arrivals(hook.path, (p) => p.event === 'payout.decided' && p.data.payoutId === payoutId);
    expect(decided).toHaveLength(1);
    expect(parsed(decided[0]!.body).data).toEqual({ payoutId, caseId: incident.id, caseReference: expect.any(String), decision: 'rejected' });
    expect(decided[0]!.body).not.toMatch(/NWBK|9268|not in your name|@/);
  });

  it('sends an endpoint only the events it chose, and a paused one nothing', async () => {
    const payoutsOnly = await endpoint(['payout.decided']);
    const paused = await endpoint(['case.status_changed']);
    const pause = await t.app.inject({ method: 'PUT', url: `/api/admin/webhooks/${paused.endpoint.id}`, headers: admin.headers, payload: { active: false } });
    expect(pause.json()).toMatchObject({ active: false });
    const incident = await createIncident(t.app, { victimEmail: 'someone@example.com', status: 'open' });
    expect((await changeStatus(incident, 'closed')).statusCode).toBe(200);
    for (const hook of [payoutsOnly, paused]) {
      const [row] = await t.app.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id));
      expect(row!.n).toBe(0);
    }
    const refusedTest = await t.app.inject({ method: 'POST', url: `/api/admin/webhooks/${paused.endpoint.id}/test`, headers: admin.headers });
    expect(refusedTest.json()).toMatchObject({ code: 'WEBHOOK_SEND_REFUSED' });
    const resume = await t.app.inject({ method: 'PUT', url: `/api/admin/webhooks/${paused.endpoint.id}`, headers: admin.headers, payload: { active: true } });
    expect(resume.json()).toMatchObject({ active: true });
    const actions = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(paused.endpoint.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['webhook.created', 'webhook.paused', 'webhook.resumed']));
  });
});

describe('the admin side of the log', () => {
  it('sends a test event, lists it, and deleting the endpoint takes its log with it', async () => {
    const hook = await endpoint(['case.created']);
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/webhooks/${hook.endpoint.id}/test`, headers: admin.headers });
    expect(sent.statusCode).toBe(201);
    const delivery = sent.json<WebhookDelivery>();
    expect(delivery).toMatchObject({ event: 'webhook.test', status: 'pending' });
    const [arrived] = await arrivals(hook.path, (p) => p.event === 'webhook.test');
    expect(parsed(arrived!.body)).toMatchObject({ id: delivery.eventId, data: { endpointId: hook.endpoint.id } });
    await waitUntil('the test delivered', async () => (await deliveriesOf(hook.endpoint.id)).items.find((d) => d.id === delivery.id && d.status === 'delivered'));
    const filtered = await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries?status=failed`, headers: admin.headers });
    expect(filtered.json()).toEqual({ items: [], total: 0 });

    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries`, headers: caseworker.headers })).statusCode).toBe(403);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${hook.endpoint.id}`, headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    const [left] = await t.app.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id));
    expect(left!.n).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries`, headers: admin.headers })).json()).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
  });
});

describe('how long the log is kept', () => {
  it('removes settled deliveries with the sent mail (sent_mail_retention_days), never one still being tried', async () => {
    const hook = await endpoint(['case.created']);
    const longAgo = new Date(Date.now() - 100 * 24 * 3600 * 1000);
    const rows = await t.app.db
      .insert(webhookDeliveries)
      .values(
        (['delivered', 'failed', 'pending'] as const).map((status) => ({
          endpointId: hook.endpoint.id,
          eventId: randomUUID(),
          event: 'case.created',
          payload: {},
          status,
          createdAt: longAgo,
          deliveredAt: status === 'delivered' ? longAgo : null,
        })),
      )
      .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
    const removed = await removeExpiredRecords({ db: t.app.db, jobs: t.app.jobs, clock: () => new Date(), log: { info: () => {} } });
    expect(removed.webhookDeliveries).toBe(2);
    const left = await t.app.db.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.endpoint.id));
    expect(left.map((row) => row.status)).toEqual(['pending']);
    expect(rows).toHaveLength(3);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${hook.endpoint.id}`, headers: admin.headers });
  });
});

describe('giving up, and sending again', () => {
  it('marks a delivery failed after its sixth try, and Send again delivers it with the same event id', async () => {
    await withTestApp({ worker: false }, async (own: TestApp) => {
      const boss = await createStaff(own.app);
      const path = '/gives-up';
      const res = await own.app.inject({ method: 'POST', url: '/api/admin/webhooks', headers: boss.headers, payload: { url: receiver.url(path), events: ['case.created'] } });
      const hook = res.json<CreatedWebhookEndpoint>();
      const deps = { db: own.app.db, jobs: own.app.jobs, config: own.app.config, log: own.app.log, clock: () => new Date() };

      const test = (await own.app.inject({ method: 'POST', url: `/api/admin/webhooks/${hook.endpoint.id}/test`, headers: boss.headers })).json<WebhookDelivery>();
      receiver.answerWith(path, 500, 500);
      // The first try fails and waits its turn (60 s by default here): the next try is a job of its own.
      expect(await deliverWebhook(deps, test.id)).toBe('retrying');
      const [waiting] = await own.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500' });
      expect(waiting!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
      // Five tries done: the sixth is the last.
      await own.app.db.update(webhookDeliveries).set({ attempts: 5 }).where(eq(webhookDeliveries.id, test.id));
      expect(await deliverWebhook(deps, test.id)).toBe('failed');
      const failed = (await own.app.inject({ method: 'GET', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries`, headers: boss.headers })).json<WebhookDeliveryPage>().items[0];
      expect(failed).toMatchObject({ id: test.id, status: 'failed', attempts: 6, responseStatus: 500, error: 'HTTP 500', nextAttemptAt: null });
      // Another job for it (a duplicate) finds nothing to do.
      expect(await deliverWebhook(deps, test.id)).toBe('not claimed');

      const again = await own.app.inject({ method: 'POST', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries/${test.id}/resend`, headers: boss.headers });
      expect(again.json()).toMatchObject({ status: 'pending', attempts: 0, error: null });
      expect(await deliverWebhook(deps, test.id)).toBe('delivered');
      const tries = receiver.received.filter((r) => r.path === path);
      expect(tries.map((r) => r.status)).toEqual([500, 500, 200]);
      expect(new Set(tries.map((r) => r.headers['haven-event-id']))).toEqual(new Set([test.eventId]));
      const twice = await own.app.inject({ method: 'POST', url: `/api/admin/webhooks/${hook.endpoint.id}/deliveries/${test.id}/resend`, headers: boss.headers });
      expect(twice.json()).toMatchObject({ code: 'WEBHOOK_SEND_REFUSED' });
      const [audit] = await own.app.db.select().from(auditLog).where(eq(auditLog.action, 'webhook.resent'));
      expect(audit?.after).toMatchObject({ deliveryId: test.id, eventId: test.eventId });
    });
  });

  it('waits 1, 5, 25 minutes, about 2 and about 10 hours between tries by default', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelaySeconds(attempts, 60))).toEqual([60, 300, 1500, 7500, 37500]);
    expect(retryDelaySeconds(9, 60)).toBe(12 * 3600);
  });
});

describe('addresses inside the network (SSRF)', () => {
  it('knows a public address from loopback, private, link-local, CGNAT and reserved ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.9', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('in production refuses plain http, credentials and any address inside the network, before anything is stored', async () => {
    const production = { db: t.app.db, config: { ...t.app.config, isProduction: true } };
    const by = { actor: staffActor({ adminId: admin.admin.id, username: admin.admin.username, role: 'admin' }) };
    const refused = async (url: string) => {
      const attempt = createWebhookEndpoint(production, { url, description: '', events: ['case.created'], adminId: admin.admin.id, by });
      await expect(attempt, url).rejects.toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
      return attempt.catch((error: Error) => error.message);
    };
    expect(await refused('http://example.com/hook')).toContain('https://');
    for (const url of ['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.7/hook', 'https://localhost/hook', 'https://localhost./hook', 'https://2130706433/hook', 'https://[::ffff:7f00:1]/hook']) {
      expect(await refused(url)).toContain('not on the public internet');
    }
    expect(await refused('https://user:secret@example.com/hook')).toContain('user name or password');
    const [row] = await t.app.db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.url, 'https://127.0.0.1/hook'));
    expect(row!.n).toBe(0);
  });

  it('checks again as it connects: a name that resolves inside the network is refused, and not tried again', async () => {
    await expect(
      new Promise((resolve, reject) => guardedLookup({ allowPrivate: false })('localhost', { all: true }, (error, address) => (error ? reject(error) : resolve(address)))),
    ).rejects.toBeInstanceOf(RefusedDestination);

    // The machine's own name resolves to this machine (or its private network); the static check cannot know.
    const name = hostname();
    const resolved = await lookup(name, { all: true });
    if (resolved.some((entry) => isPublicAddress(entry.address))) return;
    await withTestApp({ worker: false }, async (own) => {
      const [endpointRow] = await own.app.db
        .insert(webhookEndpoints)
        .values({ url: `https://${name}:${receiver.port}/inside`, events: ['case.created'], secretEncrypted: encryptField(own.config.dataEncryptionKey, 'whsec_x') })
        .returning();
      const boss = await createStaff(own.app);
      const test = (await own.app.inject({ method: 'POST', url: `/api/admin/webhooks/${endpointRow!.id}/test`, headers: boss.headers })).json<WebhookDelivery>();
      const deps = { db: own.app.db, jobs: own.app.jobs, config: { ...own.app.config, isProduction: true }, log: own.app.log, clock: () => new Date() };
      expect(await deliverWebhook(deps, test.id)).toBe('failed');
      const [row] = await own.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, test.id));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, responseStatus: null });
      expect(row!.error).toContain('not on the public internet');
      expect(receiver.received.some((r) => r.path === '/inside')).toBe(false);
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkOperation } from '@shared/notifications/schema';
import { openDatabase } from './kernel/db/client';
import { alertEvents } from './kernel/db/schema/index';
import { selectRows } from './kernel/db/select-rows';
import { queueNames } from './kernel/jobs/job-runner';
import { getSettingValue, setSettingValue } from './features/settings/queries';
import { createTestApp, type TestApp } from './test/app';
import { createServerDatabase, testServerUrl } from './test/database';
import { createStaff, createVictim } from './test/fixtures';
import { outboxSettled } from './test/outbox';
import { startTestSmtp } from './test/smtp';
import { startTcpProxy, throughProxy, type TcpProxy } from './test/tcp-proxy';
import { waitUntil } from './test/wait-until';

const serverUrl = testServerUrl();

/**
 * Two servers and a worker on one PostgreSQL, reached through a proxy as across a network, as an
 * organisation runs Haven once it grows: whichever server a request reaches, the person is the same
 * person, a budget is spent once, a setting is the same setting, and a bulk send or an alert goes
 * out once however many workers compete for it (the second server runs its workers too, as a server
 * does unless RUN_WORKER=false; the third instance runs only the workers, as `npm run worker` does).
 */
describe.skipIf(!serverUrl)('two servers and a worker on one database', () => {
  let one: TestApp;
  let other: TestApp;
  let worker: TestApp;
  let proxy: TcpProxy;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let drop: () => Promise<void>;
  const rateLimits = { searchPerClient: { max: 6, timeWindow: 60_000 }, searchPerEmail: { max: 1000, timeWindow: 60_000 } };
  /** A staff member's POST with a JSON body to one of the servers. */
  const postAs = (server: TestApp, staff: { headers: Record<string, string> }, url: string, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: staff.headers, payload });

  beforeAll(async () => {
    const created = await createServerDatabase(serverUrl!);
    drop = created.drop;
    proxy = await startTcpProxy({ host: new URL(created.url).hostname, port: Number(new URL(created.url).port || 5432) });
    smtp = await startTestSmtp();
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'https://haven.test' };
    const open = () => openDatabase({ kind: 'postgres', url: throughProxy(created.url, proxy), poolSize: 3 });
    one = await createTestApp({ worker: false, database: await open(), rateLimits, env });
    other = await createTestApp({ worker: true, database: await open(), rateLimits, env });
    worker = await createTestApp({ worker: true, database: await open(), rateLimits, env });
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
    await worker?.close();
    await smtp?.close();
    await proxy?.close();
    await drop?.();
  });

  it('know the same victims and staff: a session made on one works on the other', async () => {
    const victim = await createVictim(one.app);
    expect((await other.app.inject({ url: '/api/dashboard', cookies: victim.cookies })).statusCode).toBe(200);
    const staff = await createStaff(one.app);
    expect((await other.app.inject({ url: '/api/admin/incidents', headers: staff.headers })).statusCode).toBe(200);
    await one.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: victim.cookies });
  });

  it('spend one budget between them, not one each', async () => {
    const ask = (app: TestApp, i: number) =>
      app.app.inject({ url: `/api/search?email=${encodeURIComponent(`person${i}@example.org`)}`, remoteAddress: '203.0.113.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await ask(i % 2 === 0 ? one : other, i)).statusCode);
    // Six searches per client in all: the seventh is refused whichever server it reaches.
    expect(statuses.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });

  it('see a settings change made on the other at once', async () => {
    // Read as every route reads it: through the server's cached copy (5 s).
    expect(await getSettingValue(other.app.db, 'search_disclosure')).toBe('public');
    await setSettingValue(one.app.db, 'search_disclosure', 'private');
    await waitUntil('the other server to use the new value', async () => (await getSettingValue(other.app.db, 'search_disclosure')) === 'private', 4000);
  });

  it('send a bulk notification once: each person one mail, however many workers compete', async () => {
    await setSettingValue(one.app.db, 'bulk_mail_per_second', '0');
    const staff = await createStaff(one.app);
    const victims = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createVictim(one.app)));
    const sent = await postAs(one, staff, '/api/admin/send-notification', { subject: 'Once each', message: 'Hello {{name}}', type: 'verified' });
    expect(sent.statusCode).toBe(202);
    const { operationId } = sent.json<{ operationId: number }>();
    const finished = await waitUntil('the bulk send finished', async () => {
      const operation = (await other.app.inject({ url: `/api/admin/bulk-operations/${operationId}`, headers: staff.headers })).json<BulkOperation>();
      return ['pending', 'running'].includes(operation.status) ? undefined : operation;
    });
    expect(finished).toMatchObject({ status: 'completed', failedItems: 0 });
    await outboxSettled(worker.app);
    const bulk = smtp.received.filter((mail) => /Once each/.test(mail.raw));
    for (const victim of victims) expect(bulk.filter((mail) => mail.to.includes(victim.profile.email))).toHaveLength(1);
    expect(bulk).toHaveLength(new Set(bulk.map((mail) => mail.to.join())).size);
  });

  it('fire an alert once: one event, one mail, whichever worker checks the rules', async () => {
    const admin = await createStaff(one.app);
    const rule = await postAs(one, admin, '/api/admin/alerts', { name: 'Two servers large loss', conditions: { triggerType: 'large_loss', amount: '50000' }, notifyStaffIds: [admin.admin.id] });
    expect(rule.statusCode).toBe(201);
    const ruleId = rule.json<{ id: number }>().id;
    const reported = await postAs(one, admin, '/api/admin/incidents', { platformName: 'Two Servers Exchange', victimEmail: 'two.servers@example.org', amount: '75000.00' });
    expect(reported.statusCode).toBe(201);
    const email = admin.admin.email!;
    const alertMails = () => smtp.received.filter((mail) => mail.to.includes(email) && /Two servers large loss/.test(mail.raw));
    await waitUntil('the alert mail', async () => {
      for (const app of [other, worker]) for (const queue of [queueNames.alertsCheck, queueNames.mail]) app.app.jobs.wake(queue);
      return alertMails().length > 0;
    });
    // Both workers check again on their schedule's trigger: still one of each.
    for (const app of [other, worker]) {
      await app.app.jobs.send(app.app.db, queueNames.alertsCheck, {});
      app.app.jobs.wake(queueNames.alertsCheck);
    }
    await waitUntil('no alert check waiting', async () => {
      const [row] = await selectRows<{ n: number }>(
        other.app.db,
        sql`select count(*)::int as n from pgboss.job where name = ${queueNames.alertsCheck} and state in ('created', 'retry', 'active')`,
      );
      return row?.n === 0;
    });
    await outboxSettled(worker.app);
    expect(await one.app.db.select().from(alertEvents).where(eq(alertEvents.alertId, ruleId))).toHaveLength(1);
    expect(alertMails()).toHaveLength(1);
  });
});

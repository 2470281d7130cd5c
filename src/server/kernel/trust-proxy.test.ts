import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from './db/schema/index';
import { productionEnv, type TestApp } from '../test/app';
import { testAppForSuite } from '../test/suite-app';
import { createVictim } from '../test/fixtures';
import { fastifyTrustProxy } from './trust-proxy';

const socketAddress = '203.0.113.7';
const loginLimit = { loginPerClient: { max: 3, timeWindow: 60_000 } };

let counter = 0;
// Each call claims to come from a new client, as an attacker rotating the header would.
const logInFromSocket = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: socketAddress,
    headers: { 'x-forwarded-for': `198.51.100.${++counter}` },
    payload: { email: `nobody-${counter}@example.com`, password: 'wrong password' },
  });

async function exportAuditIp(t: TestApp, forwardedFor: string) {
  const victim = await createVictim(t.app);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/me/export',
    cookies: victim.cookies,
    remoteAddress: socketAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.app.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'victim.data_exported'), eq(auditLog.actorId, String(victim.profile.id))));
  return row?.ip;
}

describe('in production with TRUST_PROXY unset', () => {
  const t = testAppForSuite({ env: productionEnv, rateLimits: loginLimit });

  it('keeps one socket to the per-client login limit however X-Forwarded-For rotates', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await logInFromSocket(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('writes the socket address, not the header, to the audit log', async () => {
    expect(await exportAuditIp(t, '198.51.100.200')).toBe(socketAddress);
  });
});

describe('with TRUST_PROXY=1 (one reverse proxy in front)', () => {
  const t = testAppForSuite({ env: { ...productionEnv, TRUST_PROXY: '1' }, rateLimits: loginLimit });

  it('counts each forwarded client on its own', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await logInFromSocket(t)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });

  it('writes the address the proxy forwarded to the audit log', async () => {
    // The proxy appends the address it saw; what the client put before it is not believed.
    expect(await exportAuditIp(t, '192.0.2.66, 198.51.100.201')).toBe('198.51.100.201');
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('believes X-Forwarded-For from that proxy only', async () => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(['loopback', '203.0.113.0/24']) });
    app.get('/ip', (request) => ({ ip: request.ip }));
    const ipSeen = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.9' } })).json().ip;
    expect(await ipSeen('203.0.113.7')).toBe('198.51.100.9');
    expect(await ipSeen('127.0.0.1')).toBe('198.51.100.9');
    expect(await ipSeen('192.0.2.9')).toBe('192.0.2.9');
    await app.close();
  });
});

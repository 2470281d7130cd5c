import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyBounds } from './kernel/plugins/json-body';
import { bodyLimitFor } from './kernel/plugins/request-bounds';
import { createTestApp, type TestApp } from './test/app';
import { testAppForSuite } from './test/suite-app';
import { rssMb, startServerProcess, type ServerProcess } from './test/server-process';

// Bodies built to hurt, each within the limits a route had before: 1 MB for every route.
const wideArray = (bytes: number) => `[${'0,'.repeat(Math.floor(bytes / 2) - 1)}0]`;
const deepNesting = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":0`).join(',')}}`;

const hostile = {
  'a wide array of 840 KB': wideArray(840_000),
  'a wide array within the route limit': wideArray(60_000),
  'nesting 30,000 levels deep': deepNesting(60_000),
  'nesting 500,000 levels deep (1 MB)': deepNesting(1_000_000),
  'an object of 12,000 keys': manyKeys(12_000),
};

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('hostile JSON bodies, in process', () => {
  const t = testAppForSuite({ worker: false });

  it('are refused on every route with a clear 4xx, never a server error', async () => {
    const routes = t.app.apiRoutes.filter((route) => bodyMethods.has(route.method));
    expect(routes.filter((route) => route.access === 'public').length).toBeGreaterThan(5);
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [name, payload] of Object.entries(hostile)) {
        const response = await t.app.inject({ method: route.method as 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${route.method} ${route.url} with ${name}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${route.method} ${route.url} with ${name}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('tells a public route what was wrong with the body', async () => {
    const send = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' } });
    const tooBig = await send(hostile['a wide array of 840 KB']);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'REQUEST_TOO_LARGE']);
    const tooMany = await send(hostile['a wide array within the route limit']);
    expect(tooMany.json()).toEqual({ code: 'REQUEST_TOO_LARGE', message: 'The request holds too many values.' });
    const tooDeep = await send(hostile['nesting 30,000 levels deep']);
    expect(tooDeep.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request is nested too deeply.' });
    // Within the bounds, a body still reaches the route's own validation.
    const fine = await send(JSON.stringify({ email: 'someone@example.org', password: 'x'.repeat(20) }));
    expect(fine.statusCode).toBe(401);
    expect(jsonBodyBounds.maxDepth).toBeGreaterThanOrEqual(8);
    expect(bodyLimitFor.public).toBeLessThan(840_000);
  });
});

describe('a body that arrives too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, slowBody: { graceMs: 300, minBytesPerSecond: 1024, checkEveryMs: 50 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is cut off with 408 instead of holding the socket', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write('POST /api/check-website-safety HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{');
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

/** Sends a body and waits for the answer's status, or for the server to close on it. */
function send(port: number, path: string, body: string): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve('closed'));
    request.end(body);
  });
}

describe.skipIf(process.platform !== 'linux')('hostile JSON bodies against a running server with the production heap ceiling', () => {
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    server = await startServerProcess();
    port = server.port;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stays up, answers its health check within a second and returns to its memory', async () => {
    const publicRoutes = ['/api/auth/login', '/api/admin/login', '/api/check-website-safety', '/api/search', '/api/send-verification', '/api/recovery-applications'];
    // Warm up the routes once, so the memory compared is that of a server that has served them.
    for (const path of publicRoutes) await send(port, path, '{}');
    const before = rssMb(server.child.pid!);
    for (let round = 0; round < 3; round++) {
      await Promise.all(publicRoutes.flatMap((path) => Object.values(hostile).map((body) => send(port, path, body))));
    }
    const started = performance.now();
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    const healthMs = performance.now() - started;
    expect(server.exitCode()).toBeNull();
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    const after = rssMb(server.child.pid!);
    console.info(`hostile bodies: server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after; health in ${healthMs.toFixed(0)} ms`);
    expect(after - before).toBeLessThan(64);
  }, 120_000);
});

import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyBounds } from './kernel/plugins/json-body';
import { bodyLimitFor, bodySizes } from './kernel/plugins/request-bounds';
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
    const send = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    const tooBig = await send('/api/auth/login', hostile['a wide array of 840 KB']);
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'REQUEST_TOO_LARGE']);
    // The long public form takes 64 KB, and a body within that is bounded by its shape.
    const tooMany = await send('/api/recovery-applications', hostile['a wide array within the route limit']);
    expect(tooMany.json()).toEqual({ code: 'REQUEST_TOO_LARGE', message: 'The request holds too many values.' });
    const tooDeep = await send('/api/recovery-applications', hostile['nesting 30,000 levels deep']);
    expect(tooDeep.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The request is nested too deeply.' });
    // Within the bounds, a body still reaches the route's own validation.
    const fine = await send('/api/auth/login', JSON.stringify({ email: 'someone@example.org', password: 'x'.repeat(20) }));
    expect(fine.statusCode).toBe(401);
    expect(jsonBodyBounds.maxDepth).toBeGreaterThanOrEqual(8);
  });

  it('sizes each body to what its route needs: a sign-in takes a short form, an application a long one', async () => {
    const send = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    // The longest sign-in there can be (a 1,024-character password in four-byte characters) fits.
    const longest = await send('/api/auth/login', JSON.stringify({ email: 'someone@example.org', password: '😀'.repeat(1024) }));
    expect(longest.statusCode).toBe(401);
    const padded = JSON.stringify({ email: 'someone@example.org', password: 'x', padding: 'x'.repeat(bodySizes.shortForm) });
    expect((await send('/api/auth/login', padded)).statusCode).toBe(413);
    expect((await send('/api/recovery-applications', padded)).statusCode).not.toBe(413);
    expect(bodyLimitFor.public).toBe(bodySizes.shortForm);
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

describe('connections that hold a socket without sending a request', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      worker: false,
      socketTimeouts: { headersTimeout: 600, connectionTimeout: 250, keepAliveTimeout: 300, requestTimeout: 5_000, connectionsCheckingInterval: 100 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Opens a connection, runs `talk` on it, and answers what the server said before it closed. */
  const held = (talk: (socket: ReturnType<typeof connect>) => () => void) =>
    new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const stop = talk(socket);
      socket.on('close', () => {
        stop();
        resolve(answer);
      });
    });

  it('closes one whose headers keep trickling in past the header limit, with 408', async () => {
    const answer = await held((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      // A header line every 100 ms: never idle, never done.
      let n = 0;
      const drip = setInterval(() => socket.writable && socket.write(`X-Drip-${++n}: 1\r\n`), 100);
      return () => clearInterval(drip);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes one that sends nothing at all once it has been idle for the idle limit, before the header limit', async () => {
    const answer = await held(() => () => {});
    expect(answer).toBe('');
  });

  it('closes a kept-alive connection once it goes idle after its answer', async () => {
    const answer = await held((socket) => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      return () => {};
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
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
  let publicRoutes: string[];
  beforeAll(async () => {
    // Every public route that takes a body, as the app itself lists them.
    const routes = await createTestApp({ worker: false });
    publicRoutes = routes.app.apiRoutes
      .filter((route) => route.access === 'public' && bodyMethods.has(route.method))
      .map((route) => route.url.replace(/:(\w+)/g, '1'));
    await routes.close();
    server = await startServerProcess();
    port = server.port;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stays up, answers its health check within a second and returns to its memory', async () => {
    expect(publicRoutes).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/login', '/api/check-website-safety', '/api/search/email-link']));
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

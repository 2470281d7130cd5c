import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemNetwork, fetchCertificate } from './system-network';

// Only loopback is touched here: these tests prove the real connectors do connect, so the API
// tests' "no connection was made" assertions mean something.
let server: Server;
let port = 0;
let connections = 0;
beforeAll(async () => {
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('system network', () => {
  it('connects to exactly the address it is given', async () => {
    const before = connections;
    await expect(fetchCertificate({ address: '127.0.0.1', port, servername: 'example.com' }, AbortSignal.timeout(2000))).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    expect(connections).toBe(before + 1);
  });

  it('reports a refused port with ECONNREFUSED', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(fetchCertificate({ address: '127.0.0.1', port: closedPort, servername: null }, AbortSignal.timeout(2000))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = createSystemNetwork().resolve('localhost', controller.signal);
    controller.abort(new Error('deadline'));
    await expect(pending).rejects.toThrow('deadline');
  });
});

import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';

/** A POST whose body arrives over `spreadMs`, so the request is in flight for that long. */
function slowPost(port: number, path: string, body: string, spreadMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), spreadMs);
  });
}

describe.skipIf(process.platform !== 'linux')('a deploy (SIGTERM)', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess();
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('finishes the requests in flight, takes no new ones, and exits 0', async () => {
    const inFlight = slowPost(server.port, '/api/auth/login', JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' }), 1500);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    const answered = await inFlight;
    // The sign-in was heard out and answered as usual, not cut off.
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body).code).toBe('LOGIN_FAILED');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);
});

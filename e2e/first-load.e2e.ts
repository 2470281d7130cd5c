import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/browser';

// Node's fetch decompresses and hides content-encoding, so the headers are read from a raw request.
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, e2e.baseURL), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, bytes: body.length, body: body.toString('latin1') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!e2e.enabled)('the first load of the built app', () => {
  it('sends the scripts of / compressed, within a budget, and never their source maps', async () => {
    const page = await get('/');
    const scripts = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    let brotliBytes = 0;
    for (const script of scripts) {
      const br = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], script).toBe('br');
      brotliBytes += br.bytes;
      const gzip = await get(script, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], script).toBe('gzip');
      expect((await get(`${script}.map`)).status, `${script}.map`).toBe(404);
    }
    // Not yet the 100 KB gzip (see bench/bundle.ts): a guard against the first load growing back.
    expect(brotliBytes).toBeLessThan(120 * 1024);
  });

  it('answers /robots.txt with rules, not with the page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});

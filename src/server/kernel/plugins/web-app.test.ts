import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';
import { createTestApp, productionEnv, type TestApp } from '../../test/app';
import { withTestApp } from '../../test/suite-app';

const ASSET = 'console.log("a hashed asset of the build");\n'.repeat(40);

let t: TestApp;
const webRoot = join(process.env.TMPDIR ?? '/tmp', `haven-web-${process.pid}`);
beforeAll(async () => {
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
  await writeFile(join(webRoot, 'assets', 'app-123.js'), ASSET);
  // What the build writes beside each asset (scripts/vite-precompress.ts).
  await writeFile(join(webRoot, 'assets', 'app-123.js.br'), brotliCompressSync(ASSET));
  await writeFile(join(webRoot, 'assets', 'app-123.js.gz'), gzipSync(ASSET));
  await writeFile(join(webRoot, 'assets', 'app-123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  await copyFile(projectPath('src', 'web', 'public', 'robots.txt'), join(webRoot, 'robots.txt'));
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers client routes with the page, carrying a fresh style nonce that its policy allows', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const second = await t.app.inject({ method: 'GET', url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(first.body)?.[1];
    expect(nonce).toBeTruthy();
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(second.body).not.toContain(nonce);
  });

  it('says on the page whether a chat widget is configured, so a page without one loads none of its code', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).not.toContain('chat-widget');
    await withTestApp({ webRoot, env: { SMARTSUPP_KEY: 'abc123' } }, async (withChat) => {
      const page = await withChat.app.inject({ method: 'GET', url: '/' });
      expect(page.body).toContain('<meta name="chat-widget" content="smartsupp">');
      // The key itself is asked for by the widget, as the spec's call has it.
      expect(page.body).not.toContain('abc123');
    });
  });

  it('keeps unknown API paths as JSON 404s and serves hashed assets for a year', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, and the file as it is to one that accepts none', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(ASSET.length);

    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(ASSET))).toBe(true);

    const identity = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(ASSET);
  });

  it('never serves source maps, and answers a missing asset with a 404 rather than the page', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/gone-456.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it('serves a robots.txt that keeps crawlers out of the signed-in, staff and link pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const disallowed = res.body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length).trim());
    expect(disallowed).toEqual(
      expect.arrayContaining(['/dashboard', '/recovery-details', '/incident-details', '/verify', '/confirm-report']),
    );
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/admin-login', '/login', '/api']));
    expect(res.body).toMatch(/^User-agent: \*$/m);
  });

  it('sends the other security headers on every response, errors included', async () => {
    const responses = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/unknown' }),
      await t.app.inject({ method: 'GET', url: '/api/search?email=not-an-address' }),
      await t.app.inject({ method: 'GET', url: '/' }),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([200, 404, 400, 200]);
    for (const res of responses) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('adds HSTS and upgrade-insecure-requests in production, where TLS is terminated in front', async () => {
    await withTestApp({ env: productionEnv }, async (prod) => {
      const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  });
});

import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { browserForSuite, e2e, newPage } from './support/browser';

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
  const browser = browserForSuite();
  it('sends the scripts of / compressed, within a budget, and never their source maps', async () => {
    const page = await get('/');
    const scripts = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    let gzipBytes = 0;
    for (const script of scripts) {
      const br = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], script).toBe('br');
      const gzip = await get(script, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], script).toBe('gzip');
      gzipBytes += gzip.bytes;
      expect((await get(`${script}.map`)).status, `${script}.map`).toBe(404);
    }
    // Issue 11's budget: at most 100 KB gzip of JS for / (npm run bench:bundle prints the figures).
    expect(gzipBytes).toBeLessThanOrEqual(100 * 1024);
  });

  it('loads in Chromium, before any search, only the scripts the page names: what bench:bundle counts', async () => {
    const { context, page } = await newPage(browser());
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Fraud Recovery Platform' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Anything loaded at idle, or by a widget with no key, would turn up by now.
    await page.waitForTimeout(2500);
    const named = [...(await get('/')).body.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect([...scripts].sort()).toEqual([...new Set(named)].sort());
    // The search form's first touch brings what shows after a search.
    await page.getByLabel(/e-mail/i).first().focus();
    await expect.poll(() => [...scripts].some((script) => script.includes('search-results'))).toBe(true);
    await context.close();
  });

  it('loads a platform’s page, until its facts show, within the same budget; the rest of the page follows', async () => {
    // Issue 27: people arrive on a platform's page from a search engine, on a first load.
    const { context, page } = await newPage(browser());
    // The scripts the page had when its facts were first drawn: read in the same task as the drawing,
    // before the page is idle and fetches its later sections.
    await page.addInitScript(() => {
      const watcher = new MutationObserver(() => {
        if (!document.querySelector('main h1') || !document.querySelector('main dl dt')) return;
        watcher.disconnect();
        (window as unknown as { firstScreenScripts: string[] }).firstScreenScripts = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js'));
      });
      watcher.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/platforms/coinharbor-exchange');
    await page.getByRole('heading', { level: 1, name: 'CoinHarbor Exchange' }).waitFor();
    const firstScreen = await page.evaluate(() => (window as unknown as { firstScreenScripts: string[] }).firstScreenScripts);
    expect(firstScreen.some((script) => script.includes('platform-page'))).toBe(true);
    let gzipBytes = 0;
    for (const script of firstScreen) gzipBytes += (await get(script, { 'accept-encoding': 'gzip' })).bytes;
    expect(gzipBytes).toBeLessThanOrEqual(100 * 1024);
    expect(firstScreen.some((script) => script.includes('query-client') || script.includes('platform-page-more'))).toBe(false);
    // "Notify me" and the official places arrive without a scroll or a click.
    await page.getByRole('region', { name: 'Report it to the official services' }).waitFor();
    await page.getByRole('region', { name: 'Hear about new reports' }).waitFor();
    await context.close();
  });

  it('answers /robots.txt with rules, not with the page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /dashboard');
  });
});

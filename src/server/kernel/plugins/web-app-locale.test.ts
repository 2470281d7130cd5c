import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSettingValue } from '../../features/settings/queries';
import { createTestApp, type TestApp } from '../../test/app';

// The page in the reader's language (D31): <html lang dir> and the first screen's catalogues
// named for the browser to fetch beside the scripts.

let t: TestApp;
const webRoot = join(process.env.TMPDIR ?? '/tmp', `haven-web-locale-${process.pid}`);
const INDEX =
  '<!doctype html><html lang="en"><head><title>x</title>' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/%HAVEN_LOCALE%/_shell.json?v=abc123"></head><body></body></html>';

beforeAll(async () => {
  await mkdir(webRoot, { recursive: true });
  await writeFile(join(webRoot, 'index.html'), INDEX);
  // The build's catalogues are there before the server starts, as a build's are.
  await mkdir(join(webRoot, 'locales', 'es', 'staff'), { recursive: true });
  await writeFile(join(webRoot, 'locales', 'es', 'site-safety.json'), '{"a":"Sitio"}');
  await writeFile(join(webRoot, 'locales', 'es', 'staff', 'case-templates.json'), '{"b":"Plantilla"}');
  await writeFile(join(webRoot, 'secret.json'), '{"secret":true}');
  t = await createTestApp({ webRoot });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }).then((res) => res.body);

describe('a page in the reader’s language', () => {
  it('speaks the first offered language the browser asks for, and preloads its catalogues', async () => {
    const body = await page('/', { 'accept-language': 'de-DE,es-MX;q=0.8,en;q=0.5' });
    expect(body).toContain('<html lang="es" dir="ltr" data-reader-locale="es" data-texts-version="abc123">');
    expect(body).toContain('href="/locales/es/_shell.json?v=abc123"');
    // The search page's own texts on `/`, and only there.
    expect(body).toContain('href="/locales/es/search.json?v=abc123"');
    expect(body).not.toContain('%HAVEN_LOCALE%');
    const elsewhere = await page('/resources', { 'accept-language': 'es' });
    expect(elsewhere).not.toContain('search.json');
  });

  it('keeps the reader’s own choice (cookie) over the browser’s, and English when nothing offered is asked', async () => {
    expect(await page('/', { 'accept-language': 'es', cookie: 'haven_locale=en' })).toContain('<html lang="en" dir="ltr" data-reader-locale="en" data-texts-version="abc123">');
    expect(await page('/', { 'accept-language': 'fr, de' })).toContain('<html lang="en" dir="ltr" data-reader-locale="en" data-texts-version="abc123">');
  });

  it('never speaks a language the organisation does not offer; an offered right-to-left one mirrors the page', async () => {
    expect(await page('/', { cookie: 'haven_locale=ar' })).toContain('<html lang="en" dir="ltr" data-reader-locale="en" data-texts-version="abc123">');
    expect(await page('/', { cookie: 'haven_locale=%E0%A4%A' })).toContain('<html lang="en" dir="ltr" data-reader-locale="en" data-texts-version="abc123">');
    await setSettingValue(t.app.db, 'languages', 'ar,en');
    try {
      expect(await page('/', { cookie: 'haven_locale=ar' })).toContain('<html lang="ar" dir="rtl" data-reader-locale="ar" data-texts-version="abc123">');
      expect(await page('/')).toContain('<html lang="ar" dir="rtl" data-reader-locale="ar" data-texts-version="abc123">');
    } finally {
      await setSettingValue(t.app.db, 'languages', 'en,es');
    }
  });

  it('answers a catalogue that does not exist with a JSON 404, never the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/locales/xx/nothing.json?v=abc123' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('serves every catalogue by its name, a hyphen in it or not, and nothing outside the catalogues', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/locales/es/site-safety.json?v=abc123' });
    expect(site.statusCode).toBe(200);
    expect(site.json()).toEqual({ a: 'Sitio' });
    expect((await t.app.inject({ method: 'GET', url: '/locales/es/staff/case-templates.json?v=abc123' })).json()).toEqual({ b: 'Plantilla' });
    for (const url of ['/locales/es/../secret.json', '/locales/es/%2e%2e/secret.json', '/locales/es/..%2Fsecret.json', '/locales/..%2Fsecret.json', '/locales/es/-/../../secret.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret');
    }
  });
});

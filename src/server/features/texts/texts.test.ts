import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextEntry, TextPage } from '@shared/texts/schema';
import { auditLog, textOverrides } from '../../kernel/db/schema/index';
import { textsFor } from '../../kernel/texts/texts';
import { createTestApp, type TestApp } from '../../test/app';
import { createStaff } from '../../test/fixtures';

type TestStaffSession = Awaited<ReturnType<typeof createStaff>>;
import { catalogueIndex, findCatalogueText } from './catalogue-index';
import { messageSlots, overrideProblem } from './override-text';

// A build's web folder of our own: the page with its catalogue preload placeholder, and two of the
// real catalogues' English as the build compiles them (the ids the index gives).
const webRoot = join(process.env.TMPDIR ?? '/tmp', `haven-texts-${process.pid}`);
const BUILD_VERSION = 'b1d';
const reportText = () => catalogueIndex().texts.find((text) => text.catalogue === '_shell' && text.source === 'Report an incident')!;
const questionsText = () => catalogueIndex().texts.find((text) => text.catalogue === '_shell' && text.source === 'Questions? Write to <0>{supportEmail}</0>')!;

let t: TestApp;
let admin: TestStaffSession;
let caseworker: TestStaffSession;

beforeAll(async () => {
  await mkdir(join(webRoot, 'locales', 'en'), { recursive: true });
  await mkdir(join(webRoot, 'locales', 'es'), { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/%HAVEN_LOCALE%/_shell.json?v=${BUILD_VERSION}"></head><body></body></html>`,
  );
  for (const locale of ['en', 'es'] as const) {
    const compiled = JSON.stringify({ [reportText().id]: reportText().shipped[locale], [questionsText().id]: ['Questions? Write to <0>', ['supportEmail'], '</0>'] });
    await writeFile(join(webRoot, 'locales', locale, '_shell.json'), compiled);
    await writeFile(join(webRoot, 'locales', locale, '_shell.json.gz'), gzipSync(compiled));
  }
  t = await createTestApp({ webRoot });
  admin = await createStaff(t.app);
  caseworker = await createStaff(t.app, { role: 'caseworker' });
});
afterAll(() => t.close());

const put = (who: TestStaffSession, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/texts', headers: who.headers, payload });
const restore = (who: TestStaffSession, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/texts/restore', headers: who.headers, payload });
const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/texts?${query}`, headers: admin.headers });
const catalogue = async (locale: string, version?: string) =>
  t.app.inject({ method: 'GET', url: `/locales/${locale}/_shell.json${version ? `?v=${version}` : ''}`, headers: { 'accept-encoding': 'gzip' } });
const json = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  JSON.parse((response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload).toString('utf8')) as Record<string, unknown>;
const pageVersion = async () => /data-texts-version="([^"]+)"/.exec((await t.app.inject({ method: 'GET', url: '/' })).body)?.[1];

describe('the catalogue index', () => {
  it('holds every text of the web and the server, each by the id its catalogue keys it by', () => {
    const { texts, catalogues } = catalogueIndex();
    expect(texts.length).toBeGreaterThan(3000);
    expect(catalogues).toEqual(expect.arrayContaining(['_shell', '_shared', 'search', 'staff/users', 'server/mail', 'server/documents']));
    // A web text: Lingui's generated id; a src/shared or server text: its own id.
    expect(reportText().id).toMatch(/^[\w+/=-]{6}$/);
    expect(reportText().shipped.es).toBe('Denunciar un incidente');
    expect(findCatalogueText('_shared', 'Account details are too long')?.shipped.es).toBe('Los datos de la cuenta son demasiado largos');
    expect(findCatalogueText('server/mail', 'mail.report-confirmation.subject')).toMatchObject({
      source: 'Please confirm your report {caseReference}',
      shipped: { es: 'Confirme su denuncia {caseReference}' },
    });
  });
});

describe('what an override may say', () => {
  it('finds the values and tags a message uses, inside plurals too', () => {
    const slots = messageSlots('Hi {name}, <0>see</0> {count, plural, one {# case of {owner}} other {# cases}}');
    expect(slots && [...slots.names].sort()).toEqual(['count', 'name', 'owner']);
    expect(slots && [...slots.tags]).toEqual(['0']);
    expect(messageSlots('Hi {name')).toBeNull();
  });

  it('refuses a broken message, a value or a tag the text is not given; allows leaving one out', () => {
    const source = 'Questions? Write to <0>{supportEmail}</0>';
    expect(overrideProblem(source, 'Write to <0>{supportEmail}</0> any time')).toBeNull();
    expect(overrideProblem(source, 'Write to us')).toBeNull();
    expect(overrideProblem(source, 'Write to {supportEmail')?.english).toMatch(/check that every \{ has its \}/);
    expect(overrideProblem(source, 'Write to {phone}')?.english).toBe('{phone} is not filled in here; this text can use {supportEmail}');
    expect(overrideProblem(source, 'Write to <1>us</1>')?.english).toMatch(/<1> is not a part of this text/);
    expect(overrideProblem('Report an incident', 'Report {what}')?.english).toBe('{what} is not filled in here; this text has no values to use');
  });
});

describe('overriding a text (admins only)', () => {
  it("lists a language's texts a page at a time, searched in either language", async () => {
    const page = (await list('locale=es&q=denunciar un incidente&catalogue=_shell')).json<TextPage>();
    expect(page.items).toContainEqual<TextEntry>({ catalogue: '_shell', id: reportText().id, source: 'Report an incident', shipped: 'Denunciar un incidente', override: null });
    expect(page.catalogues).toContain('server/mail');
    // Arabic has no e-mail catalogue: its texts page does not offer one.
    expect((await list('locale=ar&pageSize=1')).json<TextPage>().catalogues).not.toContain('server/mail');
    const all = (await list('locale=en&pageSize=100&page=2')).json<TextPage>();
    expect(all.items).toHaveLength(100);
    expect(all.total).toBeGreaterThan(3000);
  });

  it('refuses a caseworker, and changes nothing', async () => {
    const refused = await put(caseworker, { locale: 'en', catalogue: '_shell', id: reportText().id, text: 'Tell us' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/texts?locale=en', headers: caseworker.headers })).statusCode).toBe(403);
    expect(await t.app.db.select().from(textOverrides)).toEqual([]);
  });

  it('refuses an unknown text, a broken message and a value the text is not given, with a clear reason', async () => {
    const unknown = await put(admin, { locale: 'en', catalogue: '_shell', id: 'nope', text: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This text was not found' });
    const broken = await put(admin, { locale: 'en', catalogue: '_shell', id: questionsText().id, text: 'Write to {supportEmail' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/every \{ has its \}/);
    const stranger = await put(admin, { locale: 'en', catalogue: '_shell', id: questionsText().id, text: 'Call {phone}' });
    expect(stranger.json().message).toBe('{phone} is not filled in here; this text can use {supportEmail}');
    const blank = await put(admin, { locale: 'en', catalogue: '_shell', id: reportText().id, text: '   ' });
    expect(blank.statusCode).toBe(400);
    const mailInArabic = await put(admin, { locale: 'ar', catalogue: 'server/mail', id: 'mail.report-confirmation.subject', text: 'x' });
    expect(mailInArabic.statusCode).toBe(400);
    expect(await t.app.db.select().from(textOverrides)).toEqual([]);
  });

  it("serves the organisation's words in the catalogue of that language only, under a new version, and audits the change", async () => {
    const before = await pageVersion();
    expect(before).toBe(BUILD_VERSION);
    const untouched = await catalogue('en', BUILD_VERSION);
    expect(untouched.headers['cache-control']).toContain('immutable');
    // The build's precompressed copy, as for any asset.
    expect(untouched.headers['content-encoding']).toBe('gzip');
    expect(json(untouched)[reportText().id]).toBe('Report an incident');

    const saved = await put(admin, { locale: 'en', catalogue: '_shell', id: reportText().id, text: '  Tell us what happened  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TextEntry>()).toMatchObject({ source: 'Report an incident', shipped: 'Report an incident', override: { text: 'Tell us what happened' } });

    const after = await pageVersion();
    expect(after).toMatch(new RegExp(`^${BUILD_VERSION}-\\w+$`));
    const page = (await t.app.inject({ method: 'GET', url: '/' })).body;
    expect(page).toContain(`href="/locales/en/_shell.json?v=${after}"`);
    const english = await catalogue('en', after);
    expect(english.headers['cache-control']).toContain('immutable');
    expect(english.headers['content-encoding']).toBe('gzip');
    expect(json(english)[reportText().id]).toEqual(['Tell us what happened']);
    // The old address is asked again each time, so no browser keeps the old words for good.
    expect((await catalogue('en', BUILD_VERSION)).headers['cache-control']).toBe('no-cache');
    expect(json(await catalogue('es', after))[reportText().id]).toBe('Denunciar un incidente');

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'text.overridden'));
    expect(audit).toMatchObject({ entityType: 'text', entityId: `en/_shell/${reportText().id}` });
    expect(JSON.stringify(audit)).toContain('Report an incident');

    const restored = await restore(admin, { locale: 'en', catalogue: '_shell', id: reportText().id });
    expect(restored.json<TextEntry>().override).toBeNull();
    expect(await pageVersion()).toBe(BUILD_VERSION);
    expect(json(await catalogue('en', BUILD_VERSION))[reportText().id]).toBe('Report an incident');
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'text.restored'))).toHaveLength(1);
  });

  it("puts the organisation's words in the server's e-mails, and hears of a change made by another server", async () => {
    const subject = (locale: string) =>
      textsFor(locale)._({ id: 'mail.report-confirmation.subject', message: 'Please confirm your report {caseReference}', values: { caseReference: 'FR-1' } });
    const saved = await put(admin, { locale: 'es', catalogue: 'server/mail', id: 'mail.report-confirmation.subject', text: 'Confirme, por favor: {caseReference}' });
    expect(saved.statusCode).toBe(200);
    expect(subject('es')).toBe('Confirme, por favor: FR-1');
    expect(subject('en')).toBe('Please confirm your report FR-1');

    // Another process's change reaches this one by the table's notification, not by this one's API.
    await t.app.db
      .update(textOverrides)
      .set({ text: 'Otra vez: {caseReference}' })
      .where(eq(textOverrides.messageId, 'mail.report-confirmation.subject'));
    await expect.poll(() => subject('es'), { timeout: 5_000 }).toBe('Otra vez: FR-1');
    await restore(admin, { locale: 'es', catalogue: 'server/mail', id: 'mail.report-confirmation.subject' });
    expect(subject('es')).toBe('Confirme su denuncia FR-1');
  });

  it('lists the overridden texts alone when asked', async () => {
    await put(admin, { locale: 'es', catalogue: '_shell', id: reportText().id, text: 'Cuéntenos qué pasó' });
    const page = (await list('locale=es&status=overridden')).json<TextPage>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ shipped: 'Denunciar un incidente', override: { text: 'Cuéntenos qué pasó' } });
    expect((await list('locale=en&status=overridden')).json<TextPage>().total).toBe(0);
  });
  it('lists an override of a text an update removed, and lets it go', async () => {
    await t.app.db.insert(textOverrides).values({ locale: 'ar', catalogue: '_shell', messageId: 'gone42', text: 'كلمات قديمة', updatedBy: 'e2e' });
    const page = (await list('locale=ar&status=overridden')).json<TextPage>();
    expect(page.items).toEqual([expect.objectContaining({ catalogue: '_shell', id: 'gone42', source: '', retired: true, override: expect.objectContaining({ text: 'كلمات قديمة' }) })]);
    // Not among all the texts: it says nothing any more.
    expect((await list('locale=ar&q=كلمات قديمة')).json<TextPage>().total).toBe(0);
    const removed = await restore(admin, { locale: 'ar', catalogue: '_shell', id: 'gone42' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TextEntry>()).toMatchObject({ retired: true, override: null });
    expect(await t.app.db.select().from(textOverrides).where(eq(textOverrides.messageId, 'gone42'))).toEqual([]);
    expect((await restore(admin, { locale: 'ar', catalogue: '_shell', id: 'gone42' })).statusCode).toBe(404);
  });
});

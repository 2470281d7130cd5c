import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { directionOf, requestLocale, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { AppError } from '../errors';
import { projectPath } from '../project-path';
import type { Budget } from '../rate-limits';
import { createStyleNonce } from './security';

/**
 * What the server says of a page it knows before the browser runs any script: its head (title,
 * description, canonical address, link previews) and, for readers and crawlers without JavaScript,
 * its main facts as text. Every string is text; it is escaped here.
 */
export type PageSummary = {
  status: 200 | 404;
  title: string;
  description: string;
  /** The page's own path, made absolute with PUBLIC_URL; null for a page with no address of its own (a 404). */
  canonicalPath: string | null;
  body: { heading: string; paragraphs: string[] };
};

/** A client route whose page the server fills in (a feature's, handed in by app.ts: the kernel knows no feature). */
export type ServerSummarisedPage = {
  /** A Fastify route path, e.g. '/platforms/:slug'. */
  url: string;
  rateLimit: Budget;
  summarise: (params: Record<string, string>) => Promise<PageSummary>;
};

export type WebAppOptions = {
  webRoot?: string;
  pages?: ServerSummarisedPage[];
  /** /sitemap.xml: the fixed public pages, then these paths; with it, robots.txt names the sitemap. */
  sitemap?: { paths: () => Promise<string[]>; rateLimit: Budget };
  /** The languages the organisation offers (setting), to speak to each reader in theirs (D31). */
  offeredLocales?: () => Promise<readonly Locale[]>;
  /** The organisation's own words for the web's texts (features/texts), laid over the built catalogues. */
  textOverrides?: () => Promise<TextOverrides>;
};

/**
 * The organisation's words, compiled as the build compiles the catalogues: by `${locale}/${catalogue}`,
 * then the text's id. `revision` changes with any of them ('' when there are none).
 */
export type TextOverrides = { revision: string; compiled: ReadonlyMap<string, Readonly<Record<string, unknown>>> };

/** The texts' version in the catalogues' addresses: the build's, and the overrides' when there are some. */
export const textsVersionOf = (buildVersion: string, revision: string) => (revision ? `${buildVersion}-${revision}` : buildVersion);

/** The catalogues a page's first screen needs besides the shell's: the search page's on `/`. */
const FIRST_SCREEN_TEXTS: Record<string, string[]> = { '/': ['search'] };

/**
 * The page in the reader's language: `<html lang dir>` (screen readers, the right-to-left layout
 * before any script runs), and the first screen's catalogues fetched at once, beside the scripts,
 * rather than after them. The build writes the preload with a locale placeholder
 * (scripts/lingui-catalogues.ts); the version in its address is the build's.
 */
export function pageInLocale(indexHtml: string, locale: Locale, path: string, overridesRevision = ''): string {
  const preload = PRELOAD_PLACEHOLDER.exec(indexHtml);
  const version = preload ? textsVersionOf(preload[1]!, overridesRevision) : '';
  // The version rides on the page too: the texts fetched later (texts.ts) must name the same one.
  const versionAttribute = version ? ` data-texts-version="${version}"` : '';
  const html = replaceOnce(indexHtml, /<html[^>]*>/, `<html lang="${locale}" dir="${directionOf(locale)}" data-reader-locale="${locale}"${versionAttribute}>`);
  if (!preload) return html;
  const links = ['_shell', ...(FIRST_SCREEN_TEXTS[path] ?? [])]
    .map((name) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/${locale}/${name}.json?v=${version}">`)
    .join('');
  return html.replace(preload[0], () => links);
}

const PRELOAD_PLACEHOLDER = /<link rel="preload" as="fetch" crossorigin="anonymous" href="\/locales\/%HAVEN_LOCALE%\/_shell\.json\?v=([\w-]+)">/;

/** The public pages every sitemap lists first: the search, the resources and the report form. */
export const SITEMAP_FIXED_PATHS = ['/', '/resources', '/report-incident'];

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

// A function as the replacement, never a string: `$&` or `$'` in a platform's name must stay text.
const replaceOnce = (html: string, pattern: RegExp, replacement: string) => html.replace(pattern, () => replacement);

/** index.html with the page's head and a <noscript> of its facts in place of the "needs JavaScript" line. */
export function summarisedPageHtml(indexHtml: string, summary: PageSummary, publicUrl: string): string {
  const canonical = summary.canonicalPath === null ? null : `${publicUrl}${summary.canonicalPath}`;
  const head = [
    `<title>${escapeHtml(summary.title)}</title>`,
    `<meta name="description" content="${escapeHtml(summary.description)}">`,
    summary.status === 404 ? '<meta name="robots" content="noindex">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(summary.title)}">`,
    `<meta property="og:description" content="${escapeHtml(summary.description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(canonical)}">` : '',
  ].join('');
  const noscript =
    `<noscript><main class="mx-auto flex max-w-3xl flex-col gap-4 p-6"><h1 class="text-3xl font-semibold">${escapeHtml(summary.body.heading)}</h1>` +
    summary.body.paragraphs.map((p) => `<p class="text-lg">${escapeHtml(p)}</p>`).join('') +
    '</main></noscript>';
  let html = replaceOnce(indexHtml, /<title>[\s\S]*?<\/title>/, '');
  html = replaceOnce(html, /<meta name="description"[^>]*>/, '');
  html = replaceOnce(html, /<\/head>/, `${head}</head>`);
  return /<noscript>[\s\S]*?<\/noscript>/.test(html)
    ? replaceOnce(html, /<noscript>[\s\S]*?<\/noscript>/, noscript)
    : replaceOnce(html, /<\/body>/, `${noscript}</body>`);
}

const escapeXml = escapeHtml;

const noOverrides: TextOverrides = { revision: '', compiled: new Map() };
// '{locale}/{name}.json', the name one folder deep at most: letters, '_' and '-' ('site-safety',
// 'staff/case-templates'), never a dot, so no address leaves the catalogues.
const CATALOGUE_ADDRESS = /^([a-z]+)\/([a-z_][a-z_-]*(?:\/[a-z_][a-z_-]*)?)\.json$/;
// Thrown, not sent, so the error handler says it in the asker's language.
const notFound = () => new AppError('NOT_FOUND', 'Not found');

/**
 * /locales/{locale}/{name}.json: the build's compiled catalogue (its precompressed copy) or, when
 * the organisation overrides some of its texts, the catalogue with its words laid over. An address
 * naming the current version is cached for good (a change gives the page a new version); any other
 * is asked again each time.
 */
function registerCatalogues(app: FastifyInstance, root: string, buildVersion: string | null, overridesNow: () => Promise<TextOverrides>) {
  const merged = new Map<string, { json: string; gzip: Buffer }>();
  let mergedRevision = '';
  // A build's catalogues never change while it runs: listed once, not looked up on disk per request.
  const folder = join(root, 'locales');
  const built = new Set(
    existsSync(folder)
      ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.split(sep).join('/').replace(/\.json$/, ''))
      : [],
  );
  app.get('/locales/*', async (request, reply) => {
    const match = CATALOGUE_ADDRESS.exec((request.params as { '*': string })['*']);
    const key = match ? `${match[1]}/${match[2]}` : '';
    if (!match || !built.has(key)) throw notFound();
    const file = join(folder, `${key}.json`);
    const overrides = await overridesNow();
    const asked = (request.query as { v?: string }).v;
    const current = buildVersion !== null && asked === textsVersionOf(buildVersion, overrides.revision);
    reply.header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache');
    const words = overrides.compiled.get(key);
    if (!words) return reply.sendFile(`locales/${key}.json`, { cacheControl: false });
    if (mergedRevision !== overrides.revision) {
      merged.clear();
      mergedRevision = overrides.revision;
    }
    let body = merged.get(key);
    if (!body) {
      const json = JSON.stringify({ ...(JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>), ...words });
      body = { json, gzip: gzipSync(json) };
      // Kept only if the words did not change during the read: a body of older words kept under
      // the newer revision would be sent, cached for good, as the newer version.
      if (mergedRevision === overrides.revision) merged.set(key, body);
    }
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? reply.header('content-encoding', 'gzip').send(body.gzip) : reply.send(body.json);
  });
}

/**
 * Serves the built React app and falls back to index.html for client-side routes. Unknown /api
 * paths stay JSON 404s with a code, so the client's error convention holds.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions = {}): Promise<void> {
  const root = options.webRoot ?? projectPath('dist', 'web');
  const indexFile = `${root}/index.html`;
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const robotsFile = `${root}/robots.txt`;
  // With a sitemap, robots.txt is served from here to name it at its absolute address (PUBLIC_URL).
  const robotsTxt = options.sitemap && existsSync(robotsFile) ? readFileSync(robotsFile, 'utf8') : null;
  // Whether a chat widget is configured rides on the page itself, so a page without one never
  // downloads the widget's code or asks for its key (the spec's /api/smartsupp-config is asked only
  // when this says there is something to ask for).
  const chatHint = app.config.smartsuppKey ? '<meta name="chat-widget" content="smartsupp">' : '';

  // Each page gets its own style nonce; the client hands it to Radix for the one <style> tag it
  // inserts, and the policy of this response allows exactly that nonce.
  // `summarised`: a reader without JavaScript gets the page's facts (the <noscript>) in place of the
  // loading splash, which would otherwise stay on screen above them for good.
  const localeOf = async (request: FastifyRequest): Promise<Locale> => {
    const offered = options.offeredLocales ? await options.offeredLocales().catch(() => [SOURCE_LOCALE]) : [SOURCE_LOCALE];
    const cookie = request.cookies?.haven_locale;
    return requestLocale({ cookie, acceptLanguage: request.headers['accept-language'] }, offered);
  };
  // A page is still served when the overrides cannot be read: in Haven's own words. While the
  // database is known to be away (db/availability.ts) they are not waited for: a read would hold
  // every catalogue, which the first screen waits on, until the connection gave up.
  const overridesNow = async (): Promise<TextOverrides> =>
    options.textOverrides && !app.database.availability.isDown() ? await options.textOverrides().catch(() => noOverrides) : noOverrides;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, page: string, status = 200, summarised = false) => {
    const html = pageInLocale(page, await localeOf(request), request.url.split('?')[0] ?? '/', (await overridesNow()).revision);
    const nonce = createStyleNonce();
    const noScriptStyle = summarised ? `<noscript><style nonce="${nonce}">#root{display:none}</style></noscript>` : '';
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', app.contentSecurityPolicy.withStyleNonce(nonce))
      .type('text/html; charset=utf-8')
      .send(html.replace('<head>', () => `<head><meta name="csp-nonce" content="${nonce}">${chatHint}${noScriptStyle}`));
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The catalogues are served below, with the organisation's words laid over them.
      globIgnore: ['locales/**', ...(robotsTxt === null ? [] : ['robots.txt'])],
      // The build writes .br and .gz copies beside each asset (scripts/vite-precompress.ts); the
      // best one the browser accepts is sent, with Vary: accept-encoding.
      preCompressed: true,
      // Source maps are not built for production; should one be left in the build, it stays private.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(reply, path) {
        // Hashed asset names never change content, so they can be cached for good.
        if (path.includes(`${root}/assets/`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  if (hasBuild) registerCatalogues(app, root, indexHtml === null ? null : (PRELOAD_PLACEHOLDER.exec(indexHtml)?.[1] ?? null), overridesNow);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset is a 404, not the page: a browser asking for a script must not get HTML.
    // A catalogue (/locales/{locale}/{name}.json) too: the page's texts fetch must fail plainly.
    const isAsset = path.startsWith('/assets/') || path.startsWith('/locales/') || path.endsWith('.map');
    if (path.startsWith('/api/') || path === '/api' || isAsset || request.method !== 'GET' || !indexHtml) {
      throw notFound();
    }
    return sendPage(request, reply, indexHtml);
  });

  if (indexHtml !== null) {
    for (const page of options.pages ?? []) {
      app.get(page.url, { config: { rateLimit: page.rateLimit } }, async (request, reply) => {
        let summary: PageSummary;
        try {
          summary = await page.summarise(request.params as Record<string, string>);
        } catch (error) {
          // The page itself still works (its script asks again and says what it finds); a crawler
          // is told to come back rather than shown an empty page as the content.
          request.log.warn({ err: error }, 'The page summary could not be made');
          return sendPage(request, reply.header('retry-after', '60'), indexHtml, 503);
        }
        return sendPage(request, reply, summarisedPageHtml(indexHtml, summary, app.config.publicUrl), summary.status, true);
      });
    }
  }

  const { sitemap } = options;
  if (sitemap) {
    app.get('/sitemap.xml', { config: { rateLimit: sitemap.rateLimit } }, async (_request, reply) => {
      // A sitemap holds at most 50,000 addresses.
      const paths = [...SITEMAP_FIXED_PATHS, ...(await sitemap.paths())].slice(0, 50_000);
      const urls = paths.map((path) => `<url><loc>${escapeXml(`${app.config.publicUrl}${path}`)}</loc></url>`).join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
    });
    if (robotsTxt !== null) {
      const body = `${robotsTxt.replace(/\n*$/, '\n')}\nSitemap: ${app.config.publicUrl}/sitemap.xml\n`;
      app.get('/robots.txt', (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body));
    }
  }
}

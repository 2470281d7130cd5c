import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

// The web's catalogues go out as compiled JSON at a predictable address, /locales/{locale}/{name}.json
// (D31): the browser asks for the one it needs by name, so no list of every catalogue in every
// language is part of a first load (as a map of lazy imports it cost 1.6 KB gzip of `/`), and the
// server can name the reader's first catalogue in the page for the browser to fetch at once.

type CompiledCatalogue = { locale: string; name: string; json: string };

async function compileAll(rootDir: string): Promise<CompiledCatalogue[]> {
  const config = getConfig({ cwd: rootDir });
  const catalogs = await getCatalogs(config);
  const compiled: CompiledCatalogue[] = [];
  for (const catalog of catalogs) {
    for (const locale of config.locales) {
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: config.sourceLocale ?? 'en',
      });
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json', pseudoLocale: config.pseudoLocale });
      if (errors.length) throw new Error(`${locale} ${catalog.path}: ${errors.map((e) => `${e.source}: ${e.error.message}`).join('; ')}`);
      // The catalogue's name is its path under the locale's folder: `_shell`, `search`, `staff/users`.
      const name = relative(rootDir, catalog.getFilename(locale)).split(sep).join('/').replace(`src/web/locales/${locale}/`, '').replace(/\.po$/, '');
      // The JSON form is { "messages": {...} }: the browser wants the messages alone.
      const { messages: compiledMessages } = JSON.parse(source) as { messages: unknown };
      compiled.push({ locale, name, json: JSON.stringify(compiledMessages) });
    }
  }
  return compiled;
}

/** A version of all the texts, in the catalogues' addresses so a browser never keeps stale ones. */
async function textsVersion(rootDir: string): Promise<string> {
  const config = getConfig({ cwd: rootDir });
  const hash = createHash('sha256');
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales) hash.update(await readFile(catalog.getFilename(locale)).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 10);
}

export function linguiCatalogues(options: { rootDir: string }): Plugin {
  let version = '';
  return {
    name: 'haven:lingui-catalogues',
    async config() {
      version = await textsVersion(options.rootDir);
      return { define: { __TEXTS_VERSION__: JSON.stringify(version) } };
    },
    // The server puts the reader's language in place of the placeholder (kernel/plugins/web-app.ts),
    // so the first screen's texts download beside the scripts. The same credentials mode as the
    // fetch in src/web/lib/i18n/texts.ts, or the browser would fetch twice.
    transformIndexHtml() {
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: `/locales/%HAVEN_LOCALE%/_shell.json?v=${version}` },
          injectTo: 'head',
        },
      ];
    },
    configureServer(server) {
      // `npm run dev`: compiled again when a .po changed (its contents' hash), so an edited one shows
      // on reload, and not on every request. The organisation's overrides are the server's (web-app.ts).
      let compiled: { version: string; catalogues: Promise<CompiledCatalogue[]> } | null = null;
      server.middlewares.use(async (request, response, next) => {
        const match = /^\/locales\/([a-z]+)\/([a-z_/-]+)\.json(?:\?|$)/.exec(request.url ?? '');
        if (!match) return next();
        const current = await textsVersion(options.rootDir);
        if (compiled?.version !== current) compiled = { version: current, catalogues: compileAll(options.rootDir) };
        const found = (await compiled.catalogues).find((c) => c.locale === match[1] && c.name === match[2]);
        if (!found) return next();
        response.setHeader('content-type', 'application/json');
        response.end(found.json);
      });
    },
    async generateBundle() {
      for (const catalogue of await compileAll(options.rootDir)) {
        this.emitFile({ type: 'asset', fileName: `locales/${catalogue.locale}/${catalogue.name}.json`, source: catalogue.json });
      }
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { projectPath } from '../project-path';

// The server's texts (D31): what it writes to people, e-mails, documents (PDFs, CSV headers) and
// the messages of its errors (errors.po, whose ids are the English sentences: error-texts.ts), in the language of the person
// each is for. Lingui's runtime, as in the web, but without its macros (tsx and esbuild run the
// server; no Babel): a text is said with its id and its English words,
//
//   i18n._({ id: 'mail.case-changed.subject', message: 'Your case {caseReference} was updated', values: { caseReference } })
//
// which `npm run texts:extract -- server/mail server/documents` finds and writes into
// src/server/locales/{en,es}/mail.po (documents.po for the evidence pack, reports and exports).
// English in the code is the source; a language's catalogue without a text says it in English.

/** The languages the server has catalogues for; any other falls back to English. */
export const SERVER_TEXT_LOCALES: readonly Locale[] = ['en', 'es'];
/** The server's catalogues (one file per part, in each language's folder). */
export const SERVER_CATALOGUES = ['mail', 'documents', 'errors'] as const;

/**
 * Where the catalogues are: beside the bundle once built (scripts/build-server.mjs copies them to
 * dist/server/locales), else in the source tree (tsx, vitest).
 */
export function serverLocalesDir(): string {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'locales');
  return existsSync(bundled) ? bundled : projectPath('src', 'server', 'locales');
}

/**
 * Where the web's catalogues are: beside the bundle once built (scripts/build-server.mjs copies
 * src/web/locales to dist/server/web-locales), else in the source tree (tsx, vitest). The server
 * reads `_shared` from there; the texts page (features/texts) reads them all.
 */
export function webLocalesDir(): string {
  const bundled = join(dirname(fileURLToPath(import.meta.url)), 'web-locales');
  return existsSync(bundled) ? bundled : projectPath('src', 'web', 'locales');
}

/**
 * The web's catalogue of src/shared's English (status and fraud-type names, ...), whose ids are the
 * English texts: the server says those words from it too, so each has one translation.
 */
export const SHARED_CATALOGUE = '_shared';

const po = formatter({ explicitIdAsDefault: true });

/** A catalogue's translations by id ('' and missing translations left out, so English says them). */
export function readCatalogue(locale: string, name: string, dir = serverLocalesDir()): Record<string, string> {
  const file = join(dir, locale, `${name}.po`);
  if (!existsSync(file)) return {};
  const entries = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const messages: Record<string, string> = {};
  for (const [id, entry] of Object.entries(entries)) {
    if (entry.translation && !entry.obsolete) messages[id] = entry.translation;
  }
  return messages;
}

type Words = ReadonlyMap<string, Readonly<Record<string, string>>>;

const instances = new Map<Locale, I18n>();
/** `_shared` apart from the server's own catalogues: its ids are English sentences, as errors.po's are. */
const sharedInstances = new Map<Locale, I18n>();
/** The organisation's own words for the server's texts, by language then id (features/texts keeps them). */
let overrides: Words = new Map();
/** Theirs for `_shared`, which the web says too. */
let sharedOverrides: Words = new Map();

/** Puts the organisation's words in place of the catalogues' from the next text said on. */
export function applyServerTextOverrides(next: Words, shared: Words = new Map()): void {
  overrides = next;
  sharedOverrides = shared;
  instances.clear();
  sharedInstances.clear();
}

function compiledInstance(locale: Locale, messages: Record<string, string>): I18n {
  const i18n = setupI18n();
  // The catalogues are PO (ICU messages as written); each is compiled the first time it is said.
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages });
  return i18n;
}

function instanceFor(locale: Locale): I18n {
  const known = instances.get(locale);
  if (known) return known;
  const messages = Object.assign({}, ...SERVER_CATALOGUES.map((name) => readCatalogue(locale, name)), overrides.get(locale)) as Record<string, string>;
  const i18n = compiledInstance(locale, messages);
  instances.set(locale, i18n);
  return i18n;
}

function sharedInstanceFor(locale: Locale): I18n {
  const known = sharedInstances.get(locale);
  if (known) return known;
  const i18n = compiledInstance(locale, { ...readCatalogue(locale, SHARED_CATALOGUE, webLocalesDir()), ...sharedOverrides.get(locale) });
  sharedInstances.set(locale, i18n);
  return i18n;
}

const spokenLocale = (locale: string | null | undefined): Locale => (isLocale(locale) && SERVER_TEXT_LOCALES.includes(locale) ? locale : SOURCE_LOCALE);

/**
 * The texts in a language: its own Lingui instance (so two mails in two languages never share an
 * active locale). A language the server has no catalogue for, or no language at all, is English.
 */
export function textsFor(locale: string | null | undefined): I18n {
  return instanceFor(spokenLocale(locale));
}

/**
 * A word of src/shared ('Open', as `formatStatusLabel` gives it) in `i18n`'s language, from the
 * `_shared` catalogue with the organisation's words, as the web says it; a text the catalogue does
 * not hold (a value, a name made from an unknown status) as it is.
 */
export function sayShared(i18n: I18n, text: string): string {
  const shared = sharedInstanceFor(spokenLocale(i18n.locale));
  return Object.hasOwn(shared.messages, text) ? shared._(text) : text;
}

/** Reads every catalogue now, so a broken file stops the server at start rather than a mail later. */
export function loadServerTexts(): void {
  const dir = serverLocalesDir();
  const webDir = webLocalesDir();
  for (const locale of SERVER_TEXT_LOCALES) {
    for (const name of SERVER_CATALOGUES) {
      if (!existsSync(join(dir, locale, `${name}.po`))) throw new Error(`The catalogue ${locale}/${name}.po is missing from ${dir}`);
    }
    if (!existsSync(join(webDir, locale, `${SHARED_CATALOGUE}.po`))) throw new Error(`The catalogue ${locale}/${SHARED_CATALOGUE}.po is missing from ${webDir}`);
    instanceFor(locale);
    sharedInstanceFor(locale);
  }
}

export type { I18n as Texts };

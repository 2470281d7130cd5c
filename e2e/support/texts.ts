import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { projectPath } from '../../src/server/kernel/project-path';

// A journey in another language asserts the words the reader sees, taken from the catalogues as
// shipped: a text missing its translation fails here rather than passing in English.

type Translations = Map<string, string>;
const cache = new Map<string, Translations>();

function translationsIn(folder: string, locale: string): Translations {
  const key = `${folder}:${locale}`;
  const known = cache.get(key);
  if (known) return known;
  const po = formatter();
  const map: Translations = new Map();
  const root = projectPath(folder, locale);
  for (const file of readdirSync(root, { recursive: true }).map(String).filter((name) => name.endsWith('.po'))) {
    const catalogue = po.parse(readFileSync(join(root, file), 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Record<
      string,
      { message?: string; translation?: string }
    >;
    for (const entry of Object.values(catalogue)) if (entry.message && entry.translation) map.set(entry.message, entry.translation);
  }
  cache.set(key, map);
  return map;
}

/** The web's words for `english` in `locale` (its catalogue's translation); throws when it has none. */
export function webText(english: string, locale = 'es'): string {
  const said = translationsIn('src/web/locales', locale).get(english);
  if (!said) throw new Error(`No ${locale} text for "${english}" in src/web/locales`);
  return said;
}

/** Every English text of the web's catalogues without placeholders: what the pseudo-locale must never show as it is. */
export function englishWebTexts(): string[] {
  const po = formatter();
  const root = projectPath('src/web/locales', 'en');
  const texts = new Set<string>();
  // Not `_shared`: src/shared's texts include values (countries, platform types) that also come as data.
  for (const file of readdirSync(root, { recursive: true }).map(String).filter((name) => name.endsWith('.po') && name !== '_shared.po')) {
    const catalogue = po.parse(readFileSync(join(root, file), 'utf8'), { locale: 'en', sourceLocale: 'en', filename: file }) as Record<string, { message?: string }>;
    for (const entry of Object.values(catalogue)) if (entry.message && !/[{<]/.test(entry.message) && /[A-Za-z]{3,}/.test(entry.message)) texts.add(entry.message);
  }
  return [...texts];
}

/** A server mail text in `locale` by its id, with its {placeholders} filled; throws when it has none. */
export function mailText(id: string, values: Record<string, string> = {}, locale = 'es'): string {
  // The server's catalogue is written with explicit ids throughout (lingui.server.config.ts).
  const po = formatter({ explicitIdAsDefault: true });
  const file = projectPath('src/server/locales', locale, 'mail.po');
  const catalogue = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Record<string, { translation?: string }>;
  const said = catalogue[id]?.translation;
  if (!said) throw new Error(`No ${locale} mail text ${id}`);
  return said.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

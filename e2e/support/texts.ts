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

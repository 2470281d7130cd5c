import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { formatter } from '@lingui/format-po';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { SERVER_CATALOGUES, SERVER_TEXT_LOCALES, serverLocalesDir, webLocalesDir } from '../../kernel/texts/texts';

// Every text Haven says, as an organisation may override it (issue 28): the web's catalogues (each
// text by the id its compiled catalogue keys it by) and the server's (e-mails, documents), with the
// English source and each language's shipped words. Read from the .po files once per process.

export type CatalogueText = {
  catalogue: string;
  id: string;
  /** The English words (the source). */
  source: string;
  /** What each language's catalogue says; a language without its own words says the English. */
  shipped: Partial<Record<Locale, string>>;
};

/** A server catalogue's name as overrides know it: 'server/mail', beside the web's 'search' or 'staff/users'. */
export const serverCatalogueName = (name: (typeof SERVER_CATALOGUES)[number]) => `server/${name}`;

// A text written in the web (no id of its own) is keyed by the id Lingui generates from its words,
// as the compiled catalogues the browser loads are; the server's texts are keyed by their own ids
// (as kernel/texts reads them).
const webPo = formatter({});
const serverPo = formatter({ explicitIdAsDefault: true });
type Po = typeof webPo;

type PoEntry = { message?: string; translation?: string; obsolete?: boolean };

function readPo(po: Po, file: string, locale: string): Record<string, PoEntry> {
  if (!existsSync(file)) return {};
  return po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Record<string, PoEntry>;
}

function poFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

function textsOf(po: Po, catalogue: string, fileOf: (locale: Locale) => string, locales: readonly Locale[]): CatalogueText[] {
  const english = readPo(po, fileOf(SOURCE_LOCALE), SOURCE_LOCALE);
  const others = locales.filter((l) => l !== SOURCE_LOCALE).map((locale) => [locale, readPo(po, fileOf(locale), locale)] as const);
  const texts: CatalogueText[] = [];
  for (const [id, entry] of Object.entries(english)) {
    if (entry.obsolete) continue;
    const source = entry.translation || entry.message || id;
    const shipped: Partial<Record<Locale, string>> = { [SOURCE_LOCALE]: source };
    for (const [locale, entries] of others) {
      const translation = entries[id];
      if (translation?.translation && !translation.obsolete) shipped[locale] = translation.translation;
    }
    texts.push({ catalogue, id, source, shipped });
  }
  return texts;
}

/** Reads every catalogue (web, then server) from the given folders. */
export function readCatalogueIndex(webDir = webLocalesDir(), serverDir = serverLocalesDir()): CatalogueText[] {
  const englishDir = join(webDir, SOURCE_LOCALE);
  const web = poFilesUnder(englishDir).flatMap((file) => {
    const name = relative(englishDir, join(englishDir, file)).split(sep).join('/').replace(/\.po$/, '');
    return textsOf(webPo, name, (locale) => join(webDir, locale, `${name}.po`), LOCALES);
  });
  const server = SERVER_CATALOGUES.flatMap((name) => textsOf(serverPo, serverCatalogueName(name), (locale) => join(serverDir, locale, `${name}.po`), SERVER_TEXT_LOCALES));
  return [...web, ...server];
}

let index: { texts: CatalogueText[]; byKey: Map<string, CatalogueText>; catalogues: string[] } | null = null;

const keyOf = (catalogue: string, id: string) => `${catalogue}\u0000${id}`;

/** The index of every text, read on first use (a few thousand texts, about a megabyte). */
export function catalogueIndex() {
  if (!index) {
    const texts = readCatalogueIndex();
    index = {
      texts,
      byKey: new Map(texts.map((text) => [keyOf(text.catalogue, text.id), text])),
      catalogues: [...new Set(texts.map((text) => text.catalogue))],
    };
  }
  return index;
}

export function findCatalogueText(catalogue: string, id: string): CatalogueText | undefined {
  return catalogueIndex().byKey.get(keyOf(catalogue, id));
}

/** Whether a language has the catalogue at all: the server's speak English and Spanish only. */
export function catalogueSpeaks(catalogue: string, locale: Locale): boolean {
  return !catalogue.startsWith('server/') || SERVER_TEXT_LOCALES.includes(locale);
}

import { i18n, type Messages } from '@lingui/core';
import { directionOf, type AnyLocale } from '@shared/i18n/locales';

// The reader's texts (D31). Every module that uses a Lingui macro registers its catalogue when it is
// first run (scripts/lingui-macros.ts appends `needTexts(...)`), so the texts of a lazily loaded
// screen are fetched as its code arrives, in the reader's language only; the lazy route waits for
// `textsReady()` before it renders, and main.tsx waits for the first screen's.

declare const __TEXTS_VERSION__: string;

type LoadCatalogue = (locale: string, catalogue: string) => Promise<Messages>;

/**
 * The texts' version: the page's (the server adds the organisation's own words to the build's, and
 * names the catalogues it preloads with it), else the build's.
 */
const textsVersion = () => (typeof document === 'undefined' ? undefined : document.documentElement.dataset.textsVersion) || __TEXTS_VERSION__;

/** The build's compiled catalogues (scripts/lingui-catalogues.ts), by their address. */
const fetchCatalogue: LoadCatalogue = async (forLocale, catalogue) => {
  const response = await fetch(`/locales/${forLocale}/${catalogue}.json?v=${textsVersion()}`);
  if (!response.ok) throw new Error(`The texts ${forLocale}/${catalogue} could not be loaded (${response.status})`);
  return (await response.json()) as Messages;
};
let loadCatalogue: LoadCatalogue = fetchCatalogue;

/** Tests load the catalogues from their sources instead of over the network. */
export function loadCataloguesWith(loader: LoadCatalogue): void {
  loadCatalogue = loader;
}

const wanted = new Set<string>();
const loaded = new Set<string>();
const pending = new Set<Promise<void>>();
let locale: AnyLocale | null = null;

const key = (forLocale: string, catalogue: string) => `${forLocale}/${catalogue}`;

function load(forLocale: AnyLocale, catalogue: string): Promise<void> | null {
  const id = key(forLocale, catalogue);
  if (loaded.has(id)) return null;
  loaded.add(id);
  const promise = loadCatalogue(forLocale, catalogue)
    .then((messages) => i18n.load(forLocale, messages))
    .catch((error: unknown) => {
      loaded.delete(id);
      throw error;
    })
    .finally(() => pending.delete(promise));
  pending.add(promise);
  return promise;
}

/** Called by every module with texts, when it is first run: its catalogue is fetched if need be. */
export function needTexts(catalogue: string): void {
  wanted.add(catalogue);
  if (locale) void load(locale, catalogue)?.catch(() => undefined);
}

/** Resolves once every catalogue asked for so far has arrived (rejects if one could not be fetched). */
export async function textsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Fetches the texts every screen so far needs in `next`, then switches to it. */
export async function activateLocale(next: AnyLocale): Promise<void> {
  // Set first, so a module first run while these load fetches its texts in the new language too.
  locale = next;
  for (const catalogue of wanted) void load(next, catalogue)?.catch(() => undefined);
  await textsReady();
  i18n.activate(next);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next === 'pseudo' ? 'en' : next;
    document.documentElement.dir = directionOf(next);
  }
}

/** Catalogues already in hand (tests): no fetch, and `needTexts` finds them loaded. */
export function provideTexts(forLocale: AnyLocale, catalogues: Record<string, Messages>): void {
  for (const [catalogue, messages] of Object.entries(catalogues)) {
    loaded.add(key(forLocale, catalogue));
    i18n.load(forLocale, messages);
  }
}

export { i18n };

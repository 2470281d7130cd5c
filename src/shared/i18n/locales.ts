// The languages Haven speaks (D31). English is the source: the specs' texts, word for word. An
// organisation offers some of these (settings); `pseudo` is never offered: tests use it to find text
// that escaped the catalogues.

export const LOCALES = ['en', 'es', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';
export const PSEUDO_LOCALE = 'pseudo';
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language's own name for itself, as a picker shows it (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', ar: 'العربية' };

const RIGHT_TO_LEFT = new Set<string>(['ar']);

export const directionOf = (locale: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The first of `wanted` (a browser's languages in order, or an Accept-Language header's tags) that is
 * offered, matching on the language alone ('es-MX' is Spanish); else the first offered language.
 */
export function pickLocale(wanted: readonly string[], offered: readonly Locale[]): Locale {
  for (const tag of wanted) {
    const language = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const match = offered.find((locale) => locale === language);
    if (match) return match;
  }
  return offered[0] ?? SOURCE_LOCALE;
}

/** The languages of an Accept-Language header, most wanted first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** What an organisation offers until it chooses: the complete languages. */
export const DEFAULT_OFFERED_LOCALES: readonly Locale[] = ['en', 'es'];

/** The languages an organisation offers (setting `languages`, a comma list); English alone when it is unreadable. */
export function offeredLocales(stored: string | undefined): Locale[] {
  const chosen = (stored ?? '').split(',').filter(isLocale);
  return chosen.length ? chosen : [SOURCE_LOCALE];
}

/**
 * The language to speak to someone who asked (a page, a report, a sign-in): their remembered choice
 * (the cookie `haven_locale`) when it is offered, else the first of their browser's languages
 * offered (Accept-Language), else the organisation's first.
 */
export function requestLocale(request: { cookie?: string; acceptLanguage?: string }, offered: readonly Locale[]): Locale {
  const chosen = request.cookie ? safeDecode(request.cookie) : null;
  if (isLocale(chosen) && offered.includes(chosen)) return chosen;
  return pickLocale(acceptedLanguages(request.acceptLanguage), offered);
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The address of a platform's public page (/platforms/<slug>), worked out from its name: lower-case
 * ASCII letters and digits joined by single hyphens ("CoinHarbor Exchange" → coinharbor-exchange,
 * "Crème Brûlée" → creme-brulee). Accents go by Unicode's compatibility decomposition (NFKD), the
 * letters it does not take apart by the table below; any other character separates words.
 *
 * Two names can make one slug ("Crypto Bank", "crypto-bank"): the platform with the lowest id keeps
 * it, any other gets `<slug>--<id>`; a name with no Latin letter or digit gets `platform--<id>`. A
 * base slug never holds "--", so those never meet a plain one, and as ids only grow, a page's
 * address never changes once given (D28). The server finds the holder of a slug in a directory it
 * keeps in memory (features/site-safety/platform-pages.ts).
 */

/** Letters NFKD leaves whole, in ASCII. */
const letterFolds: Record<string, string> = {
  ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ð: 'd', Ð: 'd',
  ħ: 'h', Ħ: 'h', ı: 'i', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ŧ: 't', Ŧ: 't', ĸ: 'k', ŋ: 'n', Ŋ: 'n',
};

/** The longest slug; a longer one is cut there (and a hyphen left at the cut dropped). */
export const SLUG_MAX_LENGTH = 80;

/** A name's slug before any disambiguation; '' when it has no Latin letter or digit. */
export function baseSlug(name: string): string {
  const decomposed = name.normalize('NFKD').replace(/\p{M}+/gu, '');
  let folded = '';
  for (const char of decomposed) folded += letterFolds[char] ?? char;
  const joined = folded
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return joined.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** What a page holds when its base slug is another platform's, or empty. */
export const SLUG_FALLBACK = 'platform';

/** The page address of a platform, given whether it holds its base slug (the lowest id with it). */
export function platformSlug(platform: { id: number; name: string }, holdsBase: boolean): string {
  const base = baseSlug(platform.name);
  if (base && holdsBase) return base;
  return `${base || SLUG_FALLBACK}--${platform.id}`;
}

/** A slug as asked for: a plain base slug, or a disambiguated one naming the platform's id. */
export type ParsedSlug = { kind: 'base'; base: string } | { kind: 'id'; base: string; id: number };

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WITH_ID = /^([a-z0-9]+(?:-[a-z0-9]+)*)--([1-9][0-9]{0,9})$/;

/** null for anything no platform's page could be called. */
export function parseSlug(slug: string): ParsedSlug | null {
  const withId = WITH_ID.exec(slug);
  if (withId) {
    const id = Number(withId[2]);
    return Number.isSafeInteger(id) && id <= 2_147_483_647 ? { kind: 'id', base: withId[1]!, id } : null;
  }
  if (slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  return { kind: 'base', base: slug };
}

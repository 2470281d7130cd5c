/**
 * The address of a platform's public page (/platforms/<slug>), worked out from its name: lower-case
 * ASCII letters and digits joined by single hyphens ("CoinHarbor Exchange" → coinharbor-exchange).
 * The server works out the very same string in SQL (features/site-safety/platform-pages.ts, with
 * the tables below as its parameters) to find a page by its address, so the rule is spelled out as
 * fixed tables, not Unicode normalisation, whose results SQL could not repeat exactly.
 *
 * Two names can make one slug ("Crypto Bank", "crypto-bank"): the platform with the lowest id keeps
 * it, any other gets `<slug>--<id>`; a name with no Latin letter or digit gets `platform--<id>`. A
 * base slug never holds "--", so those never meet a plain one, and as ids only grow, a page's
 * address never changes once given (D28).
 */

/** Letters written as two (ß → ss), replaced first. */
export const slugMultiLetterFolds: readonly (readonly [from: string, to: string])[] = [
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Þ', 'th'],
  ['þ', 'th'],
  ['Ĳ', 'ij'],
  ['ĳ', 'ij'],
];

// Each letter of `from` becomes the letter at the same place of `to` (SQL's translate()).
const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented: readonly (readonly [letters: string, to: string])[] = [
  ['ÀÁÂÃÄÅàáâãäåĀāĂăĄą', 'a'],
  ['ÇçĆćĈĉĊċČč', 'c'],
  ['ĎďĐđÐð', 'd'],
  ['ÈÉÊËèéêëĒēĔĕĖėĘęĚě', 'e'],
  ['ĜĝĞğĠġĢģ', 'g'],
  ['ĤĥĦħ', 'h'],
  ['ÌÍÎÏìíîïĨĩĪīĬĭĮįİı', 'i'],
  ['Ĵĵ', 'j'],
  ['Ķķ', 'k'],
  ['ĹĺĻļĽľĿŀŁł', 'l'],
  ['ÑñŃńŅņŇň', 'n'],
  ['ÒÓÔÕÖØòóôõöøŌōŎŏŐő', 'o'],
  ['ŔŕŖŗŘř', 'r'],
  ['ŚśŜŝŞşŠšȘș', 's'],
  ['ŢţŤťŦŧȚț', 't'],
  ['ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų', 'u'],
  ['Ŵŵ', 'w'],
  ['ÝýÿŶŷŸ', 'y'],
  ['ŹźŻżŽž', 'z'],
];
export const slugLetterFrom = upper + accented.map(([letters]) => letters).join('');
export const slugLetterTo = upper.toLowerCase() + accented.map(([letters, to]) => to.repeat([...letters].length)).join('');

const letterMap = new Map<string, string>([...slugLetterFrom].map((letter, i) => [letter, [...slugLetterTo][i]!]));

/** The longest slug; a longer one is cut there (and a hyphen left at the cut dropped). */
export const SLUG_MAX_LENGTH = 80;

/** A name's slug before any disambiguation; '' when it has no Latin letter or digit. */
export function baseSlug(name: string): string {
  let text = name;
  for (const [from, to] of slugMultiLetterFolds) text = text.replaceAll(from, to);
  let folded = '';
  for (const char of text) folded += letterMap.get(char) ?? char;
  const joined = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
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

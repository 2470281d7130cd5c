import { z } from 'zod';
import { countryCodes, countryName, isCountryCode, type CountryCode } from './countries';

// Before issue 28 a profile's country was typed by hand ('United Kingdom', 'uk', 'USA') and an
// application's was one of five lower-case values ('us', 'uk', 'ca', 'au', 'other'). Those values
// are still in databases and still sent by older clients, so they are read as the country they
// name; only a value that names none is refused.

/** Names people write that are not the English CLDR name of their country. */
const aliases: Record<string, CountryCode> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  us: 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  turkey: 'TR',
  swaziland: 'SZ',
  macedonia: 'MK',
  burma: 'MM',
  'vatican city': 'VA',
  'republic of korea': 'KR',
  uae: 'AE',
};

/** Letters only, without accents or case: 'Côte d’Ivoire' and 'cote divoire' are one name. */
const comparable = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

let englishNames: Map<string, CountryCode> | undefined;

function byEnglishName(text: string): CountryCode | undefined {
  englishNames ??= new Map(countryCodes.map((code) => [comparable(countryName(code, 'en')), code]));
  return englishNames.get(text);
}

/** The country a value names, as its code: 'GB', 'gb', 'uk', 'United Kingdom', 'England' → 'GB'; null when it names none. */
export function countryCodeOf(value: string): CountryCode | null {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (isCountryCode(upper)) return upper;
  const text = comparable(trimmed);
  return aliases[text] ?? byEnglishName(text) ?? null;
}

export const UNKNOWN_COUNTRY_MESSAGE = 'Please choose a country from the list';

/**
 * A country in a form or a request: stored as its ISO 3166-1 alpha-2 code. `required` is the
 * form's own words for an empty field.
 */
export const countrySchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(100, UNKNOWN_COUNTRY_MESSAGE)
    .transform((value, ctx) => {
      const code = countryCodeOf(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: UNKNOWN_COUNTRY_MESSAGE });
      return z.NEVER;
    });

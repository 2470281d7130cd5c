// D32: countries are stored as ISO 3166-1 alpha-2 codes and named only when shown, in the reader's
// language, by the browser's or Node's own CLDR data (Intl.DisplayNames): no names to translate or
// keep up to date here, and a code stays right when a country is renamed (Türkiye, Czechia).

/** ISO 3166-1 alpha-2, all 249 officially assigned codes, plus XK (Kosovo), which banks (IBAN) and CLDR use. */
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
  'XK',
] as const;
export type CountryCode = (typeof countryCodes)[number];

const codeSet: ReadonlySet<string> = new Set(countryCodes);

export const isCountryCode = (value: string): value is CountryCode => codeSet.has(value);

// Values stored before countries were codes that name no country: shown as words, not as 'other'.
const legacyLabels: Record<string, string> = { other: 'Other' };

const namers = new Map<string, Intl.DisplayNames>();

/** One DisplayNames per locale; a locale the runtime cannot read falls back to English rather than throwing. */
function namerFor(locale: string): Intl.DisplayNames {
  let namer = namers.get(locale);
  if (!namer) {
    try {
      namer = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    } catch {
      namer = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    }
    namers.set(locale, namer);
  }
  return namer;
}

/**
 * A stored country as the reader reads it: 'GB' is 'United Kingdom' in English and 'Reino Unido'
 * in Spanish. A value stored before codes (a name typed by hand, 'other') is shown as it was kept.
 */
export function countryName(stored: string, locale = 'en'): string {
  if (isCountryCode(stored)) return namerFor(locale).of(stored) ?? stored;
  return legacyLabels[stored] ?? stored;
}

export type CountryOption = { value: CountryCode; label: string };

const optionLists = new Map<string, CountryOption[]>();

/** Every country for a select, named and sorted in the reader's language. */
export function countryOptions(locale = 'en'): CountryOption[] {
  let options = optionLists.get(locale);
  if (!options) {
    const collator = new Intl.Collator([locale, 'en']);
    options = countryCodes.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) => collator.compare(a.label, b.label));
    optionLists.set(locale, options);
  }
  return options;
}

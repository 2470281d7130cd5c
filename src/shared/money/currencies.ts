import { z } from 'zod';

/**
 * ISO 4217 (List One, with the amendments to 2025) and each currency's minor units: the places an
 * amount in it may have. Written out here rather than read from `Intl.supportedValuesOf('currency')`
 * because:
 * - the database checks are generated from this table (src/server/kernel/db/schema), so it must not
 *   move when Node's ICU data does: a new Node would otherwise change a check, or refuse a stored row;
 * - ICU gives CLDR's display digits, not ISO's minor units: it shows IDR, HUF, COP, IRR, PKR, LBP and
 *   others with 0 places and IQD with 0 where ISO has 3, and it lacks the fund codes (CLF has 4).
 * currencies.test.ts compares the table with Intl, so a currency Node learns of is not missed.
 *
 * Left out: the codes with no minor unit (metals XAU, XAG, XPD, XPT; the bond units XBA to XBD; the
 * basket units XDR, XSU, XUA; XTS for testing; XXX for none): nobody loses an ounce of gold to a scam
 * site in the units a court or a bank writes down. Kept although withdrawn, since losses are past
 * events recorded later: HRK (to EUR in 2023), SLL (to SLE), ZWL (to ZWG), ANG (to XCG), CUC and BGN.
 */
export const isoCurrencyUnits = {
  AED: 2, AFN: 2, ALL: 2, AMD: 2, ANG: 2, AOA: 2, ARS: 2, AUD: 2, AWG: 2, AZN: 2,
  BAM: 2, BBD: 2, BDT: 2, BGN: 2, BHD: 3, BIF: 0, BMD: 2, BND: 2, BOB: 2, BOV: 2,
  BRL: 2, BSD: 2, BTN: 2, BWP: 2, BYN: 2, BZD: 2,
  CAD: 2, CDF: 2, CHE: 2, CHF: 2, CHW: 2, CLF: 4, CLP: 0, CNY: 2, COP: 2, COU: 2,
  CRC: 2, CUC: 2, CUP: 2, CVE: 2, CZK: 2,
  DJF: 0, DKK: 2, DOP: 2, DZD: 2,
  EGP: 2, ERN: 2, ETB: 2, EUR: 2,
  FJD: 2, FKP: 2,
  GBP: 2, GEL: 2, GHS: 2, GIP: 2, GMD: 2, GNF: 0, GTQ: 2, GYD: 2,
  HKD: 2, HNL: 2, HRK: 2, HTG: 2, HUF: 2,
  IDR: 2, ILS: 2, INR: 2, IQD: 3, IRR: 2, ISK: 0,
  JMD: 2, JOD: 3, JPY: 0,
  KES: 2, KGS: 2, KHR: 2, KMF: 0, KPW: 2, KRW: 0, KWD: 3, KYD: 2, KZT: 2,
  LAK: 2, LBP: 2, LKR: 2, LRD: 2, LSL: 2, LYD: 3,
  MAD: 2, MDL: 2, MGA: 2, MKD: 2, MMK: 2, MNT: 2, MOP: 2, MRU: 2, MUR: 2, MVR: 2,
  MWK: 2, MXN: 2, MXV: 2, MYR: 2, MZN: 2,
  NAD: 2, NGN: 2, NIO: 2, NOK: 2, NPR: 2, NZD: 2,
  OMR: 3,
  PAB: 2, PEN: 2, PGK: 2, PHP: 2, PKR: 2, PLN: 2, PYG: 0,
  QAR: 2,
  RON: 2, RSD: 2, RUB: 2, RWF: 0,
  SAR: 2, SBD: 2, SCR: 2, SDG: 2, SEK: 2, SGD: 2, SHP: 2, SLE: 2, SLL: 2, SOS: 2,
  SRD: 2, SSP: 2, STN: 2, SVC: 2, SYP: 2, SZL: 2,
  THB: 2, TJS: 2, TMT: 2, TND: 3, TOP: 2, TRY: 2, TTD: 2, TWD: 2, TZS: 2,
  UAH: 2, UGX: 0, USD: 2, USN: 2, UYI: 0, UYU: 2, UYW: 4, UZS: 2,
  VED: 2, VES: 2, VND: 0, VUV: 0,
  WST: 2,
  XAF: 0, XCD: 2, XCG: 2, XOF: 0, XPF: 0,
  YER: 2,
  ZAR: 2, ZMW: 2, ZWG: 2, ZWL: 2,
} as const satisfies Record<string, number>;

export type IsoCurrency = keyof typeof isoCurrencyUnits;

/**
 * The crypto assets money trails take (D16). BTC and ETH keep 8 places (the column's scale; ETH's
 * own 18 go beyond what a transfer a victim reports is written with); the dollar stablecoins USDT and
 * USDC have 6, as their contracts do.
 */
export const cryptoAssetUnits = { BTC: 8, ETH: 8, USDT: 6, USDC: 6 } as const satisfies Record<string, number>;

export type CryptoAsset = keyof typeof cryptoAssetUnits;
/** What a money trail may be in: any ISO currency, or one of the crypto assets. */
export type TrailCurrency = IsoCurrency | CryptoAsset;

export const isoCurrencies = Object.keys(isoCurrencyUnits) as IsoCurrency[];
export const cryptoAssets = Object.keys(cryptoAssetUnits) as CryptoAsset[];
export const trailCurrencies: TrailCurrency[] = [...isoCurrencies, ...cryptoAssets];

/** Offered first in every currency select, before the full list: where Haven's users mostly are. */
export const commonCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY', 'INR', 'MXN', 'BRL'] as const satisfies readonly IsoCurrency[];

/** The currency a row had before currencies were recorded, and a form's starting choice. */
export const DEFAULT_CURRENCY: IsoCurrency = 'USD';

export const isIsoCurrency = (code: string): code is IsoCurrency => Object.hasOwn(isoCurrencyUnits, code);
export const isCryptoAsset = (code: string): code is CryptoAsset => Object.hasOwn(cryptoAssetUnits, code);
export const isTrailCurrency = (code: string): code is TrailCurrency => isIsoCurrency(code) || isCryptoAsset(code);

/** The places an amount in `currency` has. Throws on an unknown code: guessing 2 would round BTC. */
export function minorUnits(currency: string): number {
  if (isIsoCurrency(currency)) return isoCurrencyUnits[currency];
  if (isCryptoAsset(currency)) return cryptoAssetUnits[currency];
  throw new Error(`Unknown currency ${JSON.stringify(currency)}`);
}

/** A loss, a recovered amount, a payout: an ISO 4217 code, as the select sends it ('EUR'). */
export const currencySchema = z.enum(isoCurrencies as [IsoCurrency, ...IsoCurrency[]], { error: 'Please choose a currency from the list' });

/** A money trail's currency: ISO 4217 or a crypto asset. */
export const trailCurrencySchema = z.enum(trailCurrencies as [TrailCurrency, ...TrailCurrency[]], {
  error: 'Please choose a currency or crypto asset from the list',
});

/**
 * The SQL expression for a currency column's places, from this table, for the checks that keep a
 * stored amount within them and for exports that round to them. Currencies with 2 places (most) fall
 * to the else, which keeps the expression short.
 */
export function placesSql(column: string, units: Record<string, number> = { ...isoCurrencyUnits, ...cryptoAssetUnits }): string {
  const byPlaces = new Map<number, string[]>();
  for (const [code, places] of Object.entries(units)) {
    if (places !== 2) byPlaces.set(places, [...(byPlaces.get(places) ?? []), code]);
  }
  const arms = [...byPlaces]
    .sort(([a], [b]) => a - b)
    .map(([places, codes]) => `when ${column} in (${codes.map((c) => `'${c}'`).join(', ')}) then ${places}`);
  return `case ${arms.join(' ')} else 2 end`;
}

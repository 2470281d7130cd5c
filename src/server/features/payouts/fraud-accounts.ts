import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { observableKey } from '@shared/money-trails/observable-key';
import type { Db, Tx } from '../../kernel/db/client';
import { moneyTrails } from '../../kernel/db/schema/index';

export const FRAUD_ACCOUNT_REFUSED =
  'We cannot pay out to this account: it received money from fraud victims in a case we recorded. Please give an account in your own name.';

// Split where an account number cannot go on: spaces, commas, colons, brackets, quotes, slashes.
const SEPARATORS = /[\s,;:()[\]{}<>"'|/\\]+/;
// A run of written groups ("DE89 3704 0044 0532 0130 00") is tried joined, up to this many groups.
const MAX_GROUPS = 10;
const isGroup = (token: string) => /\d/.test(token) || token.length <= 4;
// A receiving account found inside the details, rather than equal to one of their words, must be
// at least this long: shorter keys would turn up by chance inside a victim's own numbers.
export const MIN_CONTAINED_KEY = 8;
// An IBAN as a key: country, check digits, then the domestic account (BBAN) of 11 to 30 characters.
const IBAN_KEY = /^[a-z]{2}\d{2}[a-z0-9]{11,30}$/;
const IBAN_KEY_SQL = '^[a-z]{2}[0-9]{2}[a-z0-9]{11,30}$';

const DECIMAL_DIGIT = /\p{Nd}/u;
const DECIMAL_DIGITS = /\p{Nd}/gu;

/**
 * Any script's decimal digit as its ASCII digit ('٣' is 3). Unicode keeps each script's digits as
 * one run from 0 to 9 (some runs back to back), so a digit's value is its distance from the run's
 * start, modulo 10.
 */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0x30 && code <= 0x39) return char;
  let start = code;
  while (start > code - 60 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

/**
 * The details as the same account would be written anywhere: compatibility forms folded (NFKC:
 * full-width 'ＤＥ８９' is 'DE89'), every script's digits as ASCII digits. Without this, a
 * look-alike character would hide an account from the comparison below.
 */
export function normaliseDetails(details: string): string {
  return details.normalize('NFKC').replace(DECIMAL_DIGITS, asciiDigit);
}

/**
 * The accounts a victim's free-text payout details may name, as money trails key them
 * (observableKey: letters and digits, lower case, at least 6): the whole text, each word (a
 * wallet address, an account number, a PayPal address), and each run of short or numeric groups
 * joined (an IBAN or an account number written in groups), so spacing, dashes and case never
 * hide an account. Only keys with a digit, or an e-mail address (PayPal), count: a bank's or a
 * person's name ('Barclays', 'John Smith') identifies no account, and must not refuse a victim
 * because someone once typed it as a trail's receiving side.
 */
export function accountKeysIn(details: string): string[] {
  const keys = new Set<string>();
  const add = (value: string) => {
    const key = observableKey(value);
    if (key && (/\d/.test(key) || value.includes('@'))) keys.add(key);
  };
  const text = normaliseDetails(details);
  add(text);
  const tokens = text.split(SEPARATORS).filter((token) => token.length > 0);
  tokens.forEach((token, start) => {
    add(token);
    let joined = token;
    for (let end = start + 1; end < tokens.length && end - start < MAX_GROUPS && isGroup(tokens[end]!); end++) {
      joined += tokens[end]!;
      add(joined);
    }
  });
  return [...keys];
}

/**
 * What the details are compared by as a whole: their letters and digits run together, lower case
 * as the trails' keys are (so '=', '.', '-' or a word between groups cannot part an account from
 * itself), the digits alone (so 'BLZ 37040044 Konto 0532013000' is the domestic part of
 * DE89 3704 0044 0532 0130 00), and the domestic part (BBAN) of each IBAN named, as digits (for
 * GB, the sort code and account number after the bank's four letters).
 */
export function detailsForComparison(details: string): { compact: string; digits: string; domestic: string[] } {
  const compact = normaliseDetails(details).replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  const ibans = accountKeysIn(details).filter((key) => IBAN_KEY.test(key));
  // Only whole IBANs: the first groups of one ('DE44 5001 0517 5407') are IBAN-shaped too, and their
  // short domestic part would lie within other accounts of the same bank.
  const domestic = ibans
    .filter((iban) => !ibans.some((other) => other !== iban && other.startsWith(iban)))
    .map((iban) => iban.slice(4).replace(/\D/g, ''))
    .filter((digits) => digits.length >= MIN_CONTAINED_KEY);
  return { compact, digits: compact.replace(/\D/g, ''), domestic: [...new Set(domestic)] };
}

// A stored key's digits. regexp_replace, not translate(key, 'abc…z', ''): on PostgreSQL the latter
// costs about five times as much per row, and this runs over every trail.
const digitsOf = (key: SQL) => sql`regexp_replace(${key}, '[^0-9]+', '', 'g')`;

export async function namesFraudAccount(db: Db | Tx, details: string): Promise<boolean> {
  const keys = accountKeysIn(details);
  const { compact, digits, domestic } = detailsForComparison(details);
  const key = sql`${moneyTrails.toAccountKey}`;
  const keyDigits = digitsOf(key);
  const conditions: SQL[] = [];
  if (keys.length > 0) conditions.push(inArray(moneyTrails.toAccountKey, keys));
  if (compact.length >= MIN_CONTAINED_KEY) {
    conditions.push(
      sql`(length(${key}) >= ${MIN_CONTAINED_KEY} and position(${key} in ${compact}::text) > 0 and (${key} ~ '[0-9]' or position('@' in ${moneyTrails.toAccount}) > 0))`,
    );
  }
  if (digits.length >= MIN_CONTAINED_KEY) {
    conditions.push(sql`(length(${keyDigits}) >= ${MIN_CONTAINED_KEY} and position(${keyDigits} in ${digits}::text) > 0)`);
    // A stored IBAN's domestic part as digits: its digits after the two check digits (the four
    // characters before the BBAN are two letters and those two digits). The costly pattern last.
    conditions.push(
      sql`(length(${keyDigits}) >= ${MIN_CONTAINED_KEY + 2} and position(substr(${keyDigits}, 3) in ${digits}::text) > 0 and ${key} ~ ${IBAN_KEY_SQL})`,
    );
  }
  for (const part of domestic) conditions.push(sql`position(${part}::text in ${keyDigits}) > 0`);
  if (conditions.length === 0) return false;
  const [hit] = await db
    .select({ id: moneyTrails.id })
    .from(moneyTrails)
    .where(sql`${moneyTrails.toAccountKey} is not null and (${or(...conditions)})`)
    .limit(1);
  return hit !== undefined;
}

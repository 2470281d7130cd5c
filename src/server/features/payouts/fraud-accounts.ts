import { inArray } from 'drizzle-orm';
import { observableKey } from '@shared/money-trails/observable-key';
import type { Db, Tx } from '../../db/client';
import { moneyTrails } from '../../db/schema/index';

export const FRAUD_ACCOUNT_REFUSED =
  'We cannot pay out to this account: it received money from fraud victims in a case we recorded. Please give an account in your own name.';

// Split where an account number cannot go on: spaces, commas, colons, brackets, quotes, slashes.
const SEPARATORS = /[\s,;:()[\]{}<>"'|/\\]+/;
// A run of written groups ("DE89 3704 0044 0532 0130 00") is tried joined, up to this many groups.
const MAX_GROUPS = 10;
const isGroup = (token: string) => /\d/.test(token) || token.length <= 4;

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
  add(details);
  const tokens = details.split(SEPARATORS).filter((token) => token.length > 0);
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
 * Whether the details name an account on the receiving side of any recorded money trail: where a
 * victim's money went (a scammer's or a mule's account). Read through the trails' generated key
 * column and its index, so the comparison is the one linked cases use.
 */
export async function namesFraudAccount(db: Db | Tx, details: string): Promise<boolean> {
  const keys = accountKeysIn(details);
  if (keys.length === 0) return false;
  const [hit] = await db.select({ id: moneyTrails.id }).from(moneyTrails).where(inArray(moneyTrails.toAccountKey, keys)).limit(1);
  return hit !== undefined;
}

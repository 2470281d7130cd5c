import { DEFAULT_CURRENCY, isIsoCurrency } from './currencies';
import { amountProblem, inPlaces, toMinor } from './decimal';

/**
 * Amounts set one per currency, never converted (issue 28), written "USD 1000, EUR 1000": the
 * single-approval threshold of payouts, a large-loss alert. A currency not named has no amount; what
 * that means is the rule's own, always the safer side (two approvals; no alert). A bare number, as
 * every such value was stored before currencies, is an amount in US dollars.
 */
export type CurrencyThresholds = ReadonlyMap<string, string>;

export type CurrencyThresholdsRule = {
  /** Whether an amount may be 0 (a payout threshold of 0 means two approvals always). */
  allowZero: boolean;
  /** The largest amount in any currency, as a decimal string. */
  max?: string;
  /** Whether at least one currency must be named. */
  required: boolean;
};

const BARE_AMOUNT = /^\d+(?:\.\d+)?$/;
const ENTRY = /^([A-Za-z]{3})\s+(\S+)$/;

export type ReadThresholds = { thresholds: CurrencyThresholds; problem: null } | { thresholds: null; problem: string };

/** The amounts a value names, each in its currency's places, or why it cannot be read. */
export function readCurrencyThresholds(text: string, rule: CurrencyThresholdsRule): ReadThresholds {
  const value = text.trim();
  const refused = (problem: string): ReadThresholds => ({ thresholds: null, problem });
  if (value === '') return rule.required ? refused('Please enter at least one amount with its currency, like USD 1000') : { thresholds: new Map(), problem: null };
  const entries: (readonly [code: string, amount: string] | null)[] = BARE_AMOUNT.test(value)
    ? [[DEFAULT_CURRENCY, value]]
    : value.split(',').map((entry) => {
        const match = ENTRY.exec(entry.trim());
        return match ? [match[1]!, match[2]!] : null;
      });
  const thresholds = new Map<string, string>();
  for (const entry of entries) {
    if (!entry) {
      return refused('Write each amount after its currency code, separated by commas, like USD 1000, EUR 1000 (no thousands separators)');
    }
    const [code, amount] = entry;
    const currency = code.toUpperCase();
    if (!isIsoCurrency(currency)) return refused(`${code} is not a currency code; use codes like USD or EUR`);
    if (thresholds.has(currency)) return refused(`${currency} is named twice; give each currency one amount`);
    const problem = amountProblem(amount, currency, { allowZero: rule.allowZero, max: rule.max });
    if (problem) return refused(`${currency} ${amount}: ${problem}`);
    thresholds.set(currency, inPlaces(amount, currency));
  }
  return { thresholds, problem: null };
}

/** Whether an amount is below the threshold set for its currency; never, when its currency has none. */
export function isBelowThreshold(thresholds: CurrencyThresholds, amount: { units: bigint; currency: string }): boolean {
  const threshold = thresholds.get(amount.currency);
  return threshold !== undefined && amount.units < toMinor(threshold, amount.currency);
}

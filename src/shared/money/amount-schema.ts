import { z } from 'zod';
import { MAX_LOSS_AMOUNT } from '../limits';
import { compareDecimals } from './decimal';

/** How a person writes an amount: digits, then at most two decimals ("1500", "1500.5", "1500.50"). */
export const AMOUNT_PATTERN = /^\d+(?:\.\d{1,2})?$/;

export type AmountMessages = {
  /** Nothing given, or only spaces. */
  required: string;
  /** Anything else that is not an amount, including one above `max`. */
  invalid: string;
  /** A minus sign before an otherwise valid amount; `invalid` when not given. */
  negative?: string;
  /** The largest amount the column holds, as a decimal string; `MAX_LOSS_AMOUNT` when not given. */
  max?: string;
};

/**
 * An amount of money a person types, kept as the exact decimal string it was (trimmed), so it
 * reaches a numeric column without passing through a float. A JSON number from an older client
 * is taken only when `String()` writes it with at most two decimals (2500.5, not 12.345 or 1e21).
 */
export function amountSchema({ required, invalid, negative = invalid, max = MAX_LOSS_AMOUNT }: AmountMessages) {
  const problemWith = (text: string): string | null => {
    if (text === '') return required;
    if (text.startsWith('-') && AMOUNT_PATTERN.test(text.slice(1))) return negative;
    if (!AMOUNT_PATTERN.test(text) || compareDecimals(text, max) > 0) return invalid;
    return null;
  };
  return z.union([z.string(), z.number()], { error: required }).transform((value, ctx) => {
    const text = (typeof value === 'number' ? String(value) : value).trim();
    const problem = problemWith(text);
    if (problem === null) return text;
    ctx.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  });
}

import type { z } from 'zod';
import { isIsoCurrency } from './currencies';
import { amountProblem } from './decimal';

/**
 * A form's amount checked against the currency chosen beside it (issue 28): the amount field's own
 * rule has already taken it as an exact decimal; this refuses the places its currency does not have
 * ('5.5' JPY), with the reason, on the amount field. Nothing is rounded.
 */
export function amountInItsCurrency<Key extends string>(amountKey: Key, currencyKey = 'currency') {
  return (value: Partial<Record<string, unknown>>, ctx: z.RefinementCtx) => {
    const amount = value[amountKey];
    const currency = value[currencyKey];
    if (typeof amount !== 'string' || typeof currency !== 'string' || !isIsoCurrency(currency)) return;
    const problem = amountProblem(amount, currency, { allowZero: true });
    if (problem) ctx.addIssue({ code: 'custom', path: [amountKey], message: problem });
  };
}

import { minorUnits } from '../money/currencies';
import { amountProblem, inPlaces } from '../money/decimal';
import { formatMoney } from '../money/format-money';

/** D16: each currency's own decimal places (src/shared/money/currencies.ts). */
export const placesOf = (currency: string): number => minorUnits(currency);

/**
 * A stored amount written with its currency's places: '1500.00000000' USD reads '1500.00', and
 * '0.00012345' BTC keeps all eight. Only zeros are ever dropped: the database refuses an amount with
 * more places than its currency has.
 */
export const inCurrencyPlaces = (amount: string, currency: string): string => inPlaces(amount, currency);

/** Why an amount typed for `currency` is refused, or null when it is a valid exact amount. */
export const trailAmountProblem = (text: string, currency: string): string | null => amountProblem(text, currency);

export { sumByCurrency } from '../money/decimal';

/** '$1,500.00', '€99.10', '0.00012345 BTC': exact, from the decimal string, never through a float. */
export const formatTrailAmount = (amount: string, currency: string, locale?: string): string => formatMoney(amount, currency, locale);

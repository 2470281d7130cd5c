export const moneyTrailStatuses = ['pending', 'verified', 'suspicious', 'recovered'] as const;
export type MoneyTrailStatus = (typeof moneyTrailStatuses)[number];

export const moneyTrailTransactionTypes = ['deposit', 'withdrawal', 'transfer', 'payment'] as const;
export type MoneyTrailTransactionType = (typeof moneyTrailTransactionTypes)[number];

// D16 and issue 28: any ISO 4217 currency and the crypto assets, each with its own places.
export { trailCurrencies as currencies, type TrailCurrency as Currency } from '../money/currencies';

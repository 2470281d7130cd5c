export const moneyTrailStatuses = ['pending', 'verified', 'suspicious', 'recovered'] as const;
export type MoneyTrailStatus = (typeof moneyTrailStatuses)[number];

export const moneyTrailTransactionTypes = ['deposit', 'withdrawal', 'transfer', 'payment'] as const;
export type MoneyTrailTransactionType = (typeof moneyTrailTransactionTypes)[number];

export const currencies = ['USD', 'EUR', 'BTC', 'ETH'] as const;
export type Currency = (typeof currencies)[number];

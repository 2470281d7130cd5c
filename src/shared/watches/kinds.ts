/**
 * What a watch of "Notify me" (issue 27) can be about: the platform a case names, its website (the
 * registrable domain) or an account the money went to. Accounts are the kinds that name one
 * holder: an IBAN, a wallet (Bitcoin, Ethereum, Monero) or a phone number written with its country
 * code. A bare account number is left out (without its bank it can be anyone's), and so is an
 * e-mail address (it is a person's mailbox before it is a payment account).
 */
export const watchKinds = ['platform', 'website', 'account'] as const;
export type WatchKind = (typeof watchKinds)[number];

export const watchAccountKinds = ['iban', 'btc', 'eth', 'xmr', 'phone'] as const;
export type WatchAccountKind = (typeof watchAccountKinds)[number];

export const isWatchAccountKind = (kind: string): kind is WatchAccountKind => (watchAccountKinds as readonly string[]).includes(kind);

const accountWords: Record<WatchAccountKind, string> = {
  iban: 'IBAN',
  btc: 'Bitcoin wallet',
  eth: 'Ethereum wallet',
  xmr: 'Monero wallet',
  phone: 'phone number',
};

/** "IBAN", "Bitcoin wallet", "phone number". */
export const accountKindLabel = (kind: WatchAccountKind): string => accountWords[kind];

/** An account as its owner reads it on their case page: an IBAN in groups of four, as banks print it. */
export function accountText(kind: WatchAccountKind, value: string): string {
  return `${accountKindLabel(kind)} ${kind === 'iban' ? value.replace(/(.{4})(?=.)/g, '$1 ') : value}`;
}

/** An account as shown where it is not the owner's own case page (the stop page): its kind and last four characters. */
export function maskedAccount(kind: WatchAccountKind, value: string): string {
  return `${accountKindLabel(kind)} ending ${value.slice(-4)}`;
}

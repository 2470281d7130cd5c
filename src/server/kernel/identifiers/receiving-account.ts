import { EMAIL_PATTERN } from '@shared/email-pattern';
import { ERASED_VALUE } from '@shared/money-trails/observable-key';
import { checkIban, looksLikeIban } from '@shared/places/iban';
import { toE164 } from '@shared/places/phone';
import { isBitcoinAddress, isEthereumAddress, isMoneroAddress } from './crypto-addresses';

// What account a money trail's receiving side names, in one written form per kind. Format
// knowledge only (check digits, checksums, E.164), no rule of Haven's: the threat-intel export
// (features/export/threat-intel) shares these identifiers and "Notify me" (features/watches,
// features/incidents/watch-news.ts) matches on them, so it lives below both. Not in src/shared:
// Bitcoin's checksum needs SHA-256 (node:crypto), and src/shared is bundled for the browser.

export const accountIdentifierKinds = ['email', 'phone', 'iban', 'bank-account', 'btc', 'eth', 'xmr'] as const;
export type AccountIdentifierKind = (typeof accountIdentifierKinds)[number];
export type AccountIdentifier = { kind: AccountIdentifierKind; value: string };

const MAX_LENGTH = 2048;

/**
 * The identifier in a money trail's receiving account, when the whole entry is one: an e-mail
 * address (a PayPal account, say), an IBAN (its check digits hold), a Bitcoin, Ethereum or Monero
 * address (Bitcoin's checksum holds), a phone number written internationally (+ or 00), or an
 * account number of digits (spaces, dots and dashes between them dropped). An entry in words,
 * such as 'Mule account 12345678 (J. Smith)', is left out whole: free text can name people, and a
 * number picked out of it could be anyone's.
 */
export function receivingAccountIdentifier(raw: string): AccountIdentifier | null {
  const text = raw.normalize('NFKC').trim();
  if (!text || text === ERASED_VALUE || text.length > MAX_LENGTH) return null;
  if (EMAIL_PATTERN.test(text)) return { kind: 'email', value: text.toLowerCase() };
  const compact = text.replace(/[\s-]+/g, '');
  // The IBAN and phone rules are the money trail form's own (src/shared/places), so a trail saved
  // since issue 28 is already in this form and one saved before reads the same.
  const iban = looksLikeIban(compact) ? checkIban(compact) : null;
  if (iban?.ok) return { kind: 'iban', value: iban.iban };
  if (isBitcoinAddress(compact)) return { kind: 'btc', value: compact.startsWith('bc1') || compact.startsWith('BC1') ? compact.toLowerCase() : compact };
  if (isEthereumAddress(compact)) return { kind: 'eth', value: compact.toLowerCase() };
  if (isMoneroAddress(compact)) return { kind: 'xmr', value: compact };
  if (/^(?:\+|00)[\d\s().-]+$/.test(text)) {
    const e164 = toE164(text);
    if (e164) return { kind: 'phone', value: e164 };
    // A number libphonenumber does not know (a range opened since, a trail kept from before
    // issue 28) is still the number as written internationally, as it always was here.
    const digits = text.replace(/^00/, '').replace(/\D/g, '');
    // E.164: a country code and at most 15 digits in all.
    return digits.length >= 8 && digits.length <= 15 ? { kind: 'phone', value: `+${digits}` } : null;
  }
  if (/^\d[\d\s.-]*\d$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return digits.length >= 6 && digits.length <= 34 ? { kind: 'bank-account', value: digits } : null;
  }
  return null;
}

import { EMAIL_PATTERN } from '@shared/email-pattern';
import { ERASED_VALUE } from '@shared/money-trails/observable-key';
import { isInternalAddress, isInternalHostname } from '../../site-safety/network/address-guard';
import { parseSiteName } from '../../site-safety/site-name';
import { isBitcoinAddress, isEthereumAddress, isMoneroAddress } from './crypto-addresses';

/**
 * What a scammer identifier is. Each kind has one written form (lower-case host, IBAN without
 * spaces, phone as + and digits), so the same identifier recorded twice is one indicator.
 */
export const identifierKinds = ['domain', 'url', 'email', 'phone', 'iban', 'bank-account', 'btc', 'eth', 'xmr'] as const;
export type IdentifierKind = (typeof identifierKinds)[number];
export type Identifier = { kind: IdentifierKind; value: string };

const MAX_LENGTH = 2048;

/**
 * The identifiers in a case's reported website: its registrable domain (login.scam.example is
 * scam.example; a site under a hosting suffix such as netlify.app is its own), and the address
 * itself when the victim gave one with a scheme and a path, since a path can be the scam's own
 * page on a host shared with others. Left out: the query and fragment (they carry tokens and the
 * victim's own details: ?email=…), a user name and password, addresses that are no public site
 * (localhost, 192.168…), and every site `isShareableDomain` refuses: a well-known site names
 * where fraud happened, not who did it, and a page there may be anyone's, the victim's included.
 */
export function websiteIdentifiers(raw: string, isShareableDomain: (domain: string) => boolean): Identifier[] {
  const text = raw.normalize('NFKC').trim();
  if (!text || text.length > MAX_LENGTH) return [];
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return [];
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return [];
  }
  const site = parseSiteName(url.hostname);
  if (!site.hostname) return [];
  const address = (): Identifier => ({ kind: 'url', value: `${url.protocol}//${url.host}${url.pathname}` });
  if (site.isIp) {
    // An address typed as a bare IP names a host, not a page: only a full URL goes out.
    return !isInternalAddress(site.hostname) && hasScheme ? [address()] : [];
  }
  if (!site.domain || !site.hasKnownSuffix || isInternalHostname(site.hostname) || !isShareableDomain(site.domain)) return [];
  const found: Identifier[] = [{ kind: 'domain', value: site.domain }];
  if (hasScheme && url.pathname !== '/' && url.pathname !== '') found.push(address());
  return found;
}

/** ISO 13616: the check digits make the whole number, read as a base-36 integer, 1 modulo 97. */
function isIban(compact: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The identifier in a money trail's receiving account, when the whole entry is one: an e-mail
 * address (a PayPal account, say), an IBAN (its check digits hold), a Bitcoin, Ethereum or Monero
 * address (Bitcoin's checksum holds), a phone number written internationally (+ or 00), or an
 * account number of digits (spaces, dots and dashes between them dropped). An entry in words,
 * such as 'Mule account 12345678 (J. Smith)', is left out whole: free text can name people, and a
 * number picked out of it could be anyone's.
 */
export function receivingAccountIdentifier(raw: string): Identifier | null {
  const text = raw.normalize('NFKC').trim();
  if (!text || text === ERASED_VALUE || text.length > MAX_LENGTH) return null;
  if (EMAIL_PATTERN.test(text)) return { kind: 'email', value: text.toLowerCase() };
  const compact = text.replace(/[\s-]+/g, '');
  if (isIban(compact.toUpperCase())) return { kind: 'iban', value: compact.toUpperCase() };
  if (isBitcoinAddress(compact)) return { kind: 'btc', value: compact.startsWith('bc1') || compact.startsWith('BC1') ? compact.toLowerCase() : compact };
  if (isEthereumAddress(compact)) return { kind: 'eth', value: compact.toLowerCase() };
  if (isMoneroAddress(compact)) return { kind: 'xmr', value: compact };
  if (/^(?:\+|00)[\d\s().-]+$/.test(text)) {
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

/** What is known of a case's victim, only to keep it out of what is shared (see mentionsVictim). */
export type VictimTraces = { emails: string[]; names: string[]; phones: string[] };

const letterAndDigits = (value: string) => value.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether an identifier carries the case's victim: their e-mail address or its name part, their
 * full name, or their phone number, anywhere in it, however written. A receiving account is the
 * scammer's by how the trail is recorded, and a website the scam's by the report, but a person
 * can type anything into either field: 'my own PayPal' as a receiving account, or a link to the
 * scam's page with their own name in its path. Such an identifier is left out whole. Short
 * traces (a four-letter name) would match innocent identifiers by chance, so only distinctive
 * ones count; this leaves out too much rather than too little.
 */
export function mentionsVictim(identifier: Identifier, traces: VictimTraces): boolean {
  const folded = letterAndDigits(identifier.value);
  const digits = identifier.value.replace(/\D/g, '');
  const textTraces = [
    ...traces.emails.map(letterAndDigits),
    ...traces.emails.map((email) => letterAndDigits(email.split('@')[0] ?? '')),
    ...traces.names.map(letterAndDigits),
  ].filter((trace) => trace.length >= 5);
  if (textTraces.some((trace) => folded.includes(trace))) return true;
  // A phone number's last nine digits: the same number with or without its country code or trunk 0.
  const phoneTraces = traces.phones.map((phone) => phone.replace(/\D/g, '').slice(-9)).filter((trace) => trace.length >= 7);
  return phoneTraces.some((trace) => digits.includes(trace));
}

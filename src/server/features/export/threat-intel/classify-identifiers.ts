import { isInternalAddress, isInternalHostname } from '../../site-safety/network/address-guard';
import { parseSiteName } from '../../site-safety/site-name';
// The receiving side's identifier (an IBAN, a wallet, a phone...) is format knowledge the watches
// of "Notify me" match on too, so it lives in the kernel.
export { receivingAccountIdentifier } from '../../../kernel/identifiers/receiving-account';

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

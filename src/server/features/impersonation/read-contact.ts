import type { ImpersonationKind } from '@shared/impersonation/schema';
import { normaliseIdentifier } from '@shared/identifier';

export type Contact = { kind: ImpersonationKind; value: string };

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/;

/** A website's host as compared: lower case, without a leading www. and a trailing dot. */
function hostOf(text: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const host = new URL(withScheme).hostname.toLowerCase().replace(/\.$/, '').replace(/^www\./, '');
    return HOST.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * What a visitor was contacted by, read as one kind: an e-mail address (also from "Name <a@b>" or
 * mailto:), a phone number (digits, with + for a country code), a website (its host), or else a
 * name. Each is normalised the way it is compared, so two spellings are one contact.
 */
export function readContact(typed: string): Contact {
  const text = typed.trim();
  const bracketed = /<([^<>]+)>\s*$/.exec(text)?.[1];
  const address = (bracketed ?? text).replace(/^mailto:/i, '').trim();
  if (EMAIL.test(address)) return { kind: 'email', value: normaliseIdentifier(address) };
  if (PHONE_CHARACTERS.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 6 && digits.length <= 15) return { kind: 'phone', value: `${text.startsWith('+') || text.startsWith('00') ? '+' : ''}${digits.replace(/^00/, '')}` };
  }
  if (!/\s/.test(text) && (text.includes('.') || text.includes('://'))) {
    const host = hostOf(text);
    if (host) return { kind: 'website', value: host };
  }
  return { kind: 'name', value: text.replace(/\s+/g, ' ') };
}

/**
 * Whether two phone numbers are one: the same digits, or one written with its country code
 * (+44 20 7946 0000) and the other nationally (020 7946 0000), matched on the national digits
 * once the trunk 0 is dropped (at least seven, so a short number matches nothing by accident).
 */
export function samePhone(a: string, b: string): boolean {
  const digits = (value: string) => value.replace(/\D/g, '');
  const [x, y] = [digits(a), digits(b)];
  if (x === y) return true;
  const national = (value: string) => value.replace(/^0+/, '');
  const [nx, ny] = [national(x), national(y)];
  const [shorter, longer] = nx.length <= ny.length ? [nx, ny] : [ny, nx];
  return shorter.length >= 7 && longer.endsWith(shorter) && (a.startsWith('+') !== b.startsWith('+') || x.startsWith('0') !== y.startsWith('0'));
}

/** Whether a host is an official one or one of its subdomains (mail.example.org of example.org). */
export function sameSite(host: string, official: string): boolean {
  return host === official || host.endsWith(`.${official}`);
}

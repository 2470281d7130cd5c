import { domainToUnicode } from 'node:url';
import { parse } from 'tldts';

/** A host split the way the signals need it. Private suffixes (netlify.app, github.io) count as
 * public ones, so each site hosted there is judged on its own, not as its host's domain. */
export type SiteName = {
  hostname: string;
  /** Registrable domain, e.g. paypal.com for login.paypal.com; null for IP addresses. */
  domain: string | null;
  /** The registrable label without its suffix, e.g. paypal. */
  label: string;
  /** The same label as people see it (punycode decoded). */
  unicodeLabel: string;
  suffix: string;
  subdomain: string;
  isIp: boolean;
  /** The suffix is a real public suffix (ICANN or private list), not a guess. */
  hasKnownSuffix: boolean;
};

export function parseSiteName(host: string): SiteName {
  const hostname = host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const parsed = parse(hostname, { allowPrivateDomains: true });
  const label = parsed.domainWithoutSuffix ?? '';
  return {
    hostname,
    domain: parsed.isIp ? null : parsed.domain,
    label,
    unicodeLabel: label.includes('xn--') ? domainToUnicode(label) || label : label,
    suffix: parsed.publicSuffix ?? '',
    subdomain: parsed.subdomain ?? '',
    isIp: parsed.isIp === true,
    hasKnownSuffix: parsed.isIcann === true || parsed.isPrivate === true,
  };
}

/** The registrable domain of a stored URL or bare host ("https://Shop.Example.com/x" → example.com). */
export function domainOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const site = parseSiteName(url.hostname);
    return site.isIp ? site.hostname : site.domain;
  } catch {
    return null;
  }
}

import { createHash } from 'node:crypto';
import { AppError } from '../../kernel/errors';
import { isInternalAddress, isInternalHostname } from './network/address-guard';
import { parseSiteName, type SiteName } from './site-name';

export type CheckTarget = {
  /** scheme://host[:port]/path, lower-cased host, no query or fragment. */
  normalizedUrl: string;
  urlHash: string;
  protocol: 'http:' | 'https:';
  site: SiteName;
  /** The port the TLS probe uses: the URL's own for https, otherwise 443. */
  tlsPort: number;
};

export const INVALID_URL_MESSAGE = 'Please enter a valid website URL (e.g., example.com)';
export const INTERNAL_ADDRESS_MESSAGE =
  'This address belongs to a private or internal network. The checker only checks public websites and does not connect to internal addresses.';

/**
 * Turns what a visitor typed into the one URL we check and cache, refusing anything unsafe to
 * touch. The query and fragment are dropped: no signal reads them, and they often carry tokens or
 * personal data that we have no reason to store.
 */
export function parseCheckTarget(raw: string): CheckTarget {
  const trimmed = raw.trim();
  if (!trimmed) throw new AppError('ADDRESS_NOT_CHECKABLE', 'Please enter a website URL to check');
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError('ADDRESS_NOT_CHECKABLE', INVALID_URL_MESSAGE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AppError('ADDRESS_NOT_CHECKABLE', 'Only http:// and https:// websites can be checked');
  }
  if (url.username || url.password) {
    throw new AppError('ADDRESS_NOT_CHECKABLE', 'Please remove the user name and password from the URL: the checker never uses credentials');
  }
  const site = parseSiteName(url.hostname);
  if (!site.hostname) throw new AppError('ADDRESS_NOT_CHECKABLE', INVALID_URL_MESSAGE);
  if (site.isIp ? isInternalAddress(site.hostname) : isInternalHostname(site.hostname)) {
    throw new AppError('ADDRESS_NOT_CHECKABLE', INTERNAL_ADDRESS_MESSAGE);
  }
  if (!site.isIp && (!site.domain || !site.hasKnownSuffix)) throw new AppError('ADDRESS_NOT_CHECKABLE', INVALID_URL_MESSAGE);

  const host = site.isIp && site.hostname.includes(':') ? `[${site.hostname}]` : site.hostname;
  const normalizedUrl = `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  return {
    normalizedUrl,
    urlHash: createHash('sha256').update(normalizedUrl).digest('hex'),
    protocol: url.protocol,
    site,
    tlsPort: url.protocol === 'https:' && url.port ? Number(url.port) : 443,
  };
}

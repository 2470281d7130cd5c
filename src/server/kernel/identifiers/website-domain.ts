import { parse } from 'tldts';

const MAX_LENGTH = 2048;

// Names that mean "this machine or this network" without asking DNS (as site-safety's address guard).
const internalNames = /(?:^|\.)(?:localhost|local|localdomain|internal|intranet|lan|home\.arpa|corp|private)$/i;

/**
 * The registrable domain a reported website names (login.scam.example is scam.example; a site
 * under a hosting suffix such as netlify.app is its own), as the threat-intel export reads a
 * case's website (features/export/threat-intel/classify-identifiers.ts, websiteIdentifiers): NFKC
 * and trimmed, http or https only, never an IP address, a name with no real public suffix or a
 * name of the local network. Null when there is none. Whether a domain is too well known to
 * identify anyone (facebook.com) is the caller's question: it needs site-safety's lists.
 */
export function websiteDomain(raw: string | null | undefined): string | null {
  const text = (raw ?? '').normalize('NFKC').trim();
  if (!text || text.length > MAX_LENGTH) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(?:[/?#]|$)/.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  let hostname: string;
  try {
    hostname = new URL(hasScheme ? text : `https://${text}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
  if (!hostname || internalNames.test(hostname)) return null;
  const parsed = parse(hostname, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain || !(parsed.isIcann === true || parsed.isPrivate === true)) return null;
  return parsed.domain;
}

import type { SiteName } from '../site-name';
import { MIN_BRAND_LABEL, skeleton, type BrandIndex } from './brands';

// TLDs that public abuse reports (Spamhaus' "most abused TLDs", Interisle's phishing studies)
// keep finding over-represented among phishing and scam registrations, mostly because they are
// free or very cheap. Being on one is a weak signal on its own, so it costs points, not a verdict.
export const riskyTlds: ReadonlySet<string> = new Set([
  'tk', 'ml', 'ga', 'cf', 'gq', 'xyz', 'top', 'icu', 'cyou', 'buzz', 'sbs', 'cfd', 'bond', 'click',
  'country', 'kim', 'work', 'rest', 'zip', 'mov', 'monster', 'loan', 'bid', 'men', 'date', 'racing',
  'review', 'stream', 'download', 'accountant', 'science', 'trade', 'party', 'cricket', 'faith',
  'gdn', 'win', 'lol', 'quest', 'support', 'vip', 'pw', 'su', 'rest', 'uno', 'mom', 'beauty', 'hair',
  'skin', 'makeup', 'autos', 'boats', 'homes', 'yachts', 'motorcycles', 'best', 'fit', 'surf',
]);

export const DEEP_SUBDOMAIN_LEVELS = 3;
export const LONG_LABEL = 30;
export const MANY_HYPHENS = 3;

export type StructureFacts = {
  ipHost: boolean;
  /** Subdomain levels below the registrable domain, not counting a leading www. */
  subdomainLevels: number;
  /** A brand's name used as a subdomain of someone else's domain (paypal.com.verify-id.net). */
  brandInSubdomain: string | null;
  riskyTld: string | null;
  longLabel: boolean;
  digitHeavy: boolean;
  manyHyphens: boolean;
};

function isDigitHeavy(label: string): boolean {
  const digits = label.replace(/\D/g, '').length;
  return digits >= 6 || (digits >= 4 && digits / label.length >= 0.5);
}

export function inspectStructure(site: SiteName, brands: BrandIndex, isWellKnown: boolean): StructureFacts {
  const subLabels = site.subdomain ? site.subdomain.split('.').filter(Boolean) : [];
  const levels = subLabels[0] === 'www' ? subLabels.length - 1 : subLabels.length;
  const tld = site.suffix.split('.').pop() ?? '';

  let brandInSubdomain: string | null = null;
  if (!site.isIp && !isWellKnown && site.domain && !brands.domains.has(site.domain)) {
    const words = subLabels.flatMap((l) => l.split(/[-_]+/)).filter((w) => w.length >= MIN_BRAND_LABEL);
    const wordSkeletons = new Set(words.map(skeleton));
    const hit = brands.brands.find((b) => b.domain !== site.domain && wordSkeletons.has(b.skeleton));
    brandInSubdomain = hit?.domain ?? null;
  }

  const allLabels = site.hostname.split('.');
  return {
    ipHost: site.isIp,
    subdomainLevels: Math.max(0, levels),
    brandInSubdomain,
    riskyTld: !site.isIp && riskyTlds.has(tld) ? tld : null,
    longLabel: !site.isIp && allLabels.some((l) => l.length > LONG_LABEL),
    digitHeavy: !site.isIp && isDigitHeavy(site.label),
    manyHyphens: !site.isIp && (site.label.match(/-/g)?.length ?? 0) >= MANY_HYPHENS,
  };
}

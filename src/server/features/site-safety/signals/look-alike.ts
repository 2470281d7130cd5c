import type { SiteName } from '../site-name';
import { MIN_BRAND_LABEL, skeleton, type BrandIndex } from './brands';
import { typoDistance } from './edit-distance';

export type LookAlikeTechnique = 'homoglyph' | 'typo' | 'combo' | 'same-name-new-tld' | 'same-name';
export type LookAlikeMatch = { technique: LookAlikeTechnique; brand: string };

export type LookAlikeFacts = {
  /** The host uses an internationalised (xn--) label; `unicodeLabel` is how it displays. */
  punycode: boolean;
  unicodeLabel: string;
  /** Latin letters mixed with Cyrillic or Greek ones in one label: a classic spoof. */
  mixedScripts: boolean;
  matches: LookAlikeMatch[];
};

/** Typos are only judged on brand labels at least this long; shorter ones have too many neighbours. */
export const MIN_TYPO_LABEL = 5;

// Words phishing kits put next to a brand ("paypal-secure-login", "metamask-wallet-sync").
const lureWords = [
  'login', 'logon', 'signin', 'secure', 'security', 'verify', 'verification', 'account', 'support',
  'update', 'wallet', 'auth', 'helpdesk', 'help', 'service', 'billing', 'payment', 'refund', 'recovery',
  'claim', 'bonus', 'gift', 'reward', 'promo', 'official', 'confirm', 'unlock', 'customer', 'alert',
  'airdrop', 'connect', 'sync', 'validate', 'restore', 'giveaway', 'dapp', 'mint', 'app', 'id',
];
const lureSet = new Set(lureWords);
const longLures = lureWords.filter((w) => w.length >= 4);

const strength: Record<LookAlikeTechnique, number> = { homoglyph: 3, typo: 2, combo: 2, 'same-name-new-tld': 1, 'same-name': 0 };

// Brands routinely own their name under country endings (google.de, amazon.co.uk) and the classic
// generic ones; a brand's exact name under one of the newer endings (paypal.live) rarely is theirs.
const classicTlds = new Set(['com', 'net', 'org', 'edu', 'gov', 'int', 'mil', 'info', 'biz']);

function isNewGenericTld(suffix: string): boolean {
  const tld = suffix.split('.').pop() ?? '';
  return tld.length > 2 && !classicTlds.has(tld) && !tld.startsWith('xn--');
}

function typoTolerance(brandLabel: string): number {
  return brandLabel.length >= 9 ? 2 : 1;
}

type Candidate = { site: SiteName; skeleton: string; tokens: string[]; tokenSkeletons: Set<string>; hasLure: boolean };

function candidateOf(site: SiteName): Candidate {
  const tokens = site.unicodeLabel.split(/[-_\d]+/).filter(Boolean);
  return {
    site,
    skeleton: skeleton(site.unicodeLabel),
    tokens,
    tokenSkeletons: new Set(tokens.map(skeleton)),
    hasLure: tokens.some((t) => lureSet.has(t)),
  };
}

function matchBrand(c: Candidate, brandLabel: string, brandSkeleton: string): LookAlikeTechnique | null {
  const { label, unicodeLabel, suffix } = c.site;
  if (label === brandLabel) return isNewGenericTld(suffix) ? 'same-name-new-tld' : 'same-name';
  if (c.skeleton === brandSkeleton) return 'homoglyph';
  if (brandLabel.length >= MIN_TYPO_LABEL && Math.abs(label.length - brandLabel.length) <= 2) {
    const max = typoTolerance(brandLabel);
    const d = Math.min(typoDistance(label, brandLabel, max), typoDistance(c.skeleton, brandSkeleton, max));
    if (d <= max) return 'typo';
  }
  if (c.tokens.length > 1 && c.tokenSkeletons.has(brandSkeleton)) {
    // A brand as one word of several: strong when joined to a lure word, or when the brand is
    // distinctive enough (6+ letters) that a stranger using it is unlikely to be innocent.
    if (c.hasLure || brandLabel.length >= 6) return 'combo';
  }
  if (brandLabel.length >= MIN_TYPO_LABEL && unicodeLabel.includes(brandLabel) && unicodeLabel !== brandLabel) {
    const rest = unicodeLabel.replace(brandLabel, '');
    if (longLures.some((w) => rest.includes(w))) return 'combo';
  }
  return null;
}

const mixedScriptPattern = /\p{Script=Latin}/u;
const spoofScriptPattern = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Compares the registrable label with every brand: identical look (homoglyph folding), one or two
 * typos (edit distance), the brand plus other words (combosquatting). A site is never a look-alike
 * of itself, and a site on the brand list is not compared at all.
 */
export function detectLookAlikes(site: SiteName, index: BrandIndex): LookAlikeFacts {
  const punycode = site.hostname.split('.').some((l) => l.startsWith('xn--'));
  const unicodeLabel = site.unicodeLabel;
  const mixedScripts = mixedScriptPattern.test(unicodeLabel) && spoofScriptPattern.test(unicodeLabel);
  const facts: LookAlikeFacts = { punycode, unicodeLabel, mixedScripts, matches: [] };
  if (!site.domain || site.isIp || index.domains.has(site.domain)) return facts;
  if (site.label.length < MIN_BRAND_LABEL - 1) return facts;

  const candidate = candidateOf(site);
  const matches: LookAlikeMatch[] = [];
  for (const brand of index.brands) {
    if (brand.domain === site.domain) continue;
    const technique = matchBrand(candidate, brand.label, brand.skeleton);
    if (technique) matches.push({ technique, brand: brand.domain });
  }
  matches.sort((a, b) => strength[b.technique] - strength[a.technique]);
  facts.matches = matches.slice(0, 3);
  return facts;
}

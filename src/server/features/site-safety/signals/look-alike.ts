import type { SiteName } from '../site-name';
import { MIN_BRAND_LABEL, skeleton, type BrandIndex } from './brands';
import { typoDistance } from './edit-distance';

export type LookAlikeTechnique = 'homoglyph' | 'brand-with-lure' | 'typo' | 'combo' | 'same-name-new-tld' | 'same-name';
/** `word`: for 'brand-with-lure', the lure word found beside the brand ("login"). */
export type LookAlikeMatch = { technique: LookAlikeTechnique; brand: string; word?: string };

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
// Compared after homoglyph folding too, so "l0gin" and "secur3"-style spellings still count.
const lureBySkeleton = new Map(lureWords.map((w) => [skeleton(w), w]));
const longLureSkeletons = [...lureBySkeleton].filter(([, w]) => w.length >= 4);

const strength: Record<LookAlikeTechnique, number> = { homoglyph: 3, 'brand-with-lure': 3, typo: 2, combo: 2, 'same-name-new-tld': 1, 'same-name': 0 };

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

type Candidate = { site: SiteName; skeleton: string; tokens: string[]; tokenSkeletons: Set<string>; lure: string | null };

function candidateOf(site: SiteName): Candidate {
  // Words split at hyphens, and again at digits ("paypal2024-login"); the first split keeps
  // digits that stand for letters ("paypa1") so that folding can read them as the brand.
  const words = site.unicodeLabel.split(/[-_]+/).filter(Boolean);
  const tokens = [...new Set([...words, ...site.unicodeLabel.split(/[-_\d]+/).filter(Boolean)])];
  const tokenSkeletons = new Set(tokens.map(skeleton));
  const lureSkeleton = [...tokenSkeletons].find((t) => lureBySkeleton.has(t));
  return {
    site,
    skeleton: skeleton(site.unicodeLabel),
    tokens: words,
    tokenSkeletons,
    lure: lureSkeleton ? (lureBySkeleton.get(lureSkeleton) as string) : null,
  };
}

/**
 * A brand's name (after homoglyph folding) inside someone else's registrable name, beside a lure
 * word: "paypa1-secure-login", "paypalverify". Kits build exactly this, and an honest site
 * rarely has a reason to, so it is judged as impersonation outright, not as one weak sign.
 */
function brandWithLure(c: Candidate, brandLabel: string, brandSkeleton: string): string | null {
  if (c.tokens.length > 1 && c.lure && c.tokenSkeletons.has(brandSkeleton)) return c.lure;
  // Run together with other letters, a 4-letter brand is too often an ordinary word ("helpline",
  // "homesecure"), so only brands of 5+ letters are looked for inside a word.
  if (brandLabel.length < MIN_TYPO_LABEL || c.skeleton === brandSkeleton) return null;
  const at = c.skeleton.indexOf(brandSkeleton);
  if (at < 0) return null;
  const rest = c.skeleton.slice(0, at) + c.skeleton.slice(at + brandSkeleton.length);
  return longLureSkeletons.find(([lure]) => rest.includes(lure))?.[1] ?? null;
}

function matchBrand(c: Candidate, brandLabel: string, brandSkeleton: string): LookAlikeTechnique | null {
  const { label, suffix } = c.site;
  if (label === brandLabel) return isNewGenericTld(suffix) ? 'same-name-new-tld' : 'same-name';
  if (c.skeleton === brandSkeleton) return 'homoglyph';
  if (brandLabel.length >= MIN_TYPO_LABEL && Math.abs(label.length - brandLabel.length) <= 2) {
    const max = typoTolerance(brandLabel);
    const d = Math.min(typoDistance(label, brandLabel, max), typoDistance(c.skeleton, brandSkeleton, max));
    if (d <= max) return 'typo';
  }
  // A brand as one word of several, without a lure word: strong only when the brand is
  // distinctive enough (6+ letters) that a stranger using it is unlikely to be innocent.
  if (c.tokens.length > 1 && c.tokenSkeletons.has(brandSkeleton) && brandLabel.length >= 6) return 'combo';
  return null;
}

const mixedScriptPattern = /\p{Script=Latin}/u;
const spoofScriptPattern = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Compares the registrable label with every brand: identical look (homoglyph folding), one or two
 * typos (edit distance), the brand beside a lure word or other words (combosquatting). A site is never a look-alike
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
    // Checked apart from the rest: a typo of one brand can also carry another brand and a lure.
    const word = technique === 'homoglyph' ? null : brandWithLure(candidate, brand.label, brand.skeleton);
    if (word) matches.push({ technique: 'brand-with-lure', brand: brand.domain, word });
    else if (technique) matches.push({ technique, brand: brand.domain });
  }
  matches.sort((a, b) => strength[b.technique] - strength[a.technique]);
  facts.matches = matches.slice(0, 3);
  return facts;
}

import { curatedLegitimateDomains } from './data/known-legitimate';
import { wellKnownDomains } from './data/well-known-domains';
import { loadBundledBlocklist, checkBlocklist, type Blocklist } from './signals/blocklist';
import { buildBrandIndex, type BrandIndex } from './signals/brands';
import { detectLookAlikes } from './signals/look-alike';
import { inspectStructure } from './signals/structure';
import { checkWellKnown, governmentNamespaceOf } from './signals/well-known';
import type { SiteFacts } from './scoring';
import type { SiteName } from './site-name';

/** The bundled lists the offline signals compare against. */
export type SafetyReferences = {
  wellKnown: ReadonlySet<string>;
  /** Large companies and institutions beyond the well-known list (data/known-legitimate.ts). */
  curated: ReadonlySet<string>;
  /** Well-known and curated sites plus the blocklist's own list of phishing targets. */
  brands: BrandIndex;
  blocklist: Blocklist;
};

export function buildReferences(options: { wellKnown: Iterable<string>; curated?: Iterable<string>; blocklist: Blocklist }): SafetyReferences {
  const wellKnown = new Set(options.wellKnown);
  const curated = new Set(options.curated ?? []);
  return {
    wellKnown,
    curated,
    brands: buildBrandIndex([...wellKnown, ...curated, ...options.blocklist.targets]),
    blocklist: options.blocklist,
  };
}

let defaults: SafetyReferences | null = null;

/** Loaded once per process: parsing the blocklist takes a few milliseconds we need not repeat. */
export function defaultReferences(): SafetyReferences {
  defaults ??= buildReferences({ wellKnown: wellKnownDomains, curated: curatedLegitimateDomains, blocklist: loadBundledBlocklist() });
  return defaults;
}

export type OfflineFacts = Pick<SiteFacts, 'blocklist' | 'lookAlike' | 'structure' | 'wellKnown'>;

/** Every signal that needs neither the network nor the database. */
export function assessOffline(site: SiteName, refs: SafetyReferences, brands: BrandIndex = refs.brands): OfflineFacts {
  const wellKnown = checkWellKnown(site, refs);
  const lookAlike = detectLookAlikes(site, brands);
  // Nobody but a public body can hold a name under a government namespace, so it imitates no one.
  if (wellKnown.source === 'government') lookAlike.matches = [];
  let structure = inspectStructure(site, brands, wellKnown.wellKnown);
  // The shape of a name (long, digits, hyphens) hints at a throwaway registration; a government
  // or curated site's owner is known, so its shape says nothing (antifraudcentre-centreantifraude.ca).
  if (wellKnown.source === 'government' || wellKnown.source === 'curated') structure = { ...structure, longLabel: false, digitHeavy: false, manyHyphens: false };
  return {
    blocklist: checkBlocklist(site.hostname, refs.blocklist),
    lookAlike,
    structure,
    wellKnown,
  };
}

/**
 * A registrable domain the public list never calls a scam on reports alone, and staff cannot list:
 * well known, curated, or under a government namespace. Fraud reported "on" such a site (a
 * marketplace, a social network) says the site was used, not that it is a scam.
 */
export function isKnownLegitimateDomain(domain: string, refs: Pick<SafetyReferences, 'wellKnown' | 'curated'>): boolean {
  return refs.wellKnown.has(domain) || refs.curated.has(domain) || governmentNamespaceOf(domain) !== null;
}

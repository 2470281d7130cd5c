import { wellKnownDomains } from './data/well-known-domains';
import { loadBundledBlocklist, checkBlocklist, type Blocklist } from './signals/blocklist';
import { buildBrandIndex, type BrandIndex } from './signals/brands';
import { detectLookAlikes } from './signals/look-alike';
import { inspectStructure } from './signals/structure';
import { checkWellKnown } from './signals/well-known';
import type { SiteFacts } from './scoring';
import type { SiteName } from './site-name';

/** The bundled lists the offline signals compare against. */
export type SafetyReferences = {
  wellKnown: ReadonlySet<string>;
  /** Well-known sites plus the blocklist's own list of phishing targets. */
  brands: BrandIndex;
  blocklist: Blocklist;
};

export function buildReferences(options: { wellKnown: Iterable<string>; blocklist: Blocklist }): SafetyReferences {
  const wellKnown = new Set(options.wellKnown);
  return {
    wellKnown,
    brands: buildBrandIndex([...wellKnown, ...options.blocklist.targets]),
    blocklist: options.blocklist,
  };
}

let defaults: SafetyReferences | null = null;

/** Loaded once per process: parsing the blocklist takes a few milliseconds we need not repeat. */
export function defaultReferences(): SafetyReferences {
  defaults ??= buildReferences({ wellKnown: wellKnownDomains, blocklist: loadBundledBlocklist() });
  return defaults;
}

export type OfflineFacts = Pick<SiteFacts, 'blocklist' | 'lookAlike' | 'structure' | 'wellKnown'>;

/** Every signal that needs neither the network nor the database. */
export function assessOffline(site: SiteName, refs: SafetyReferences, brands: BrandIndex = refs.brands): OfflineFacts {
  const wellKnown = checkWellKnown(site, refs.wellKnown);
  return {
    blocklist: checkBlocklist(site.hostname, refs.blocklist),
    lookAlike: detectLookAlikes(site, brands),
    structure: inspectStructure(site, brands, wellKnown.wellKnown),
    wellKnown,
  };
}

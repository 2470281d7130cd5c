import { governmentNamespaces } from '../data/known-legitimate';
import type { SiteName } from '../site-name';

// How the well-known list is used, and why it is not circular in the evaluation:
// - in the product, a site on the list (the Moz Top 500, the most-linked domains on the web) gets
//   positive evidence, and every site on it is a brand that look-alikes are compared against;
// - the evaluation (bench/site-safety-eval.ts) never scores a domain with itself on the list: it
//   splits the list in two halves and scores each half with only the other half as the list, so
//   its "well-known scored safe" figure measures what the other signals make of an unseen,
//   legitimate domain, not the list membership.
//
// Two more sources count as the same positive evidence, because victims need those sites most and
// offline (no certificate, no domain age) they would otherwise read "suspicious" (issue 22):
// - a government namespace (data/known-legitimate.ts): a name under .gov or .gov.uk can only be
//   held by a public body, so the namespace itself is the evidence, for every agency below it;
// - a curated list of large companies and institutions (banks, carriers, exchanges, fraud help).
export type WellKnownSource = 'top-sites' | 'government' | 'curated';

export type WellKnownFacts = {
  wellKnown: boolean;
  listName: string;
  /** Which source vouched for the site; absent when none did. */
  source?: WellKnownSource;
  /** For a government site: the namespace it is under (gov.uk, europa.eu). */
  namespace?: string;
};

export const WELL_KNOWN_LIST_NAME = 'Moz Top 500 (via the top-sites package)';
export const CURATED_LIST_NAME = "Haven's list of well-known companies and public services";
export const GOVERNMENT_LIST_NAME = 'government addresses';

const namespaces: ReadonlySet<string> = new Set(governmentNamespaces);

/** The government namespace a host (or registrable domain) is under, or null. Label-exact: secure-gov.uk is not under gov.uk. */
export function governmentNamespaceOf(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  // Longest first, so www.police.uk names police.uk rather than a shorter namespace.
  for (let i = 0; i < labels.length; i += 1) {
    const candidate = labels.slice(i).join('.');
    if (namespaces.has(candidate)) return candidate;
  }
  return null;
}

export type KnownLegitimateLists = { wellKnown: ReadonlySet<string>; curated?: ReadonlySet<string> };

export function checkWellKnown(site: SiteName, { wellKnown, curated }: KnownLegitimateLists): WellKnownFacts {
  if (site.isIp || site.domain === null) return { wellKnown: false, listName: WELL_KNOWN_LIST_NAME };
  if (wellKnown.has(site.domain)) return { wellKnown: true, listName: WELL_KNOWN_LIST_NAME, source: 'top-sites' };
  const namespace = governmentNamespaceOf(site.hostname);
  if (namespace) return { wellKnown: true, listName: GOVERNMENT_LIST_NAME, source: 'government', namespace };
  if (curated?.has(site.domain)) return { wellKnown: true, listName: CURATED_LIST_NAME, source: 'curated' };
  return { wellKnown: false, listName: WELL_KNOWN_LIST_NAME };
}

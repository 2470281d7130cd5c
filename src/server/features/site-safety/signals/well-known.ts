import type { SiteName } from '../site-name';

// How the well-known list is used, and why it is not circular in the evaluation:
// - in the product, a site on the list (the Moz Top 500, the most-linked domains on the web) gets
//   positive evidence, and every site on it is a brand that look-alikes are compared against;
// - the evaluation (bench/site-safety-eval.ts) never scores a domain with itself on the list: it
//   splits the list in two halves and scores each half with only the other half as the list, so
//   its "well-known scored safe" figure measures what the other signals make of an unseen,
//   legitimate domain, not the list membership.
export type WellKnownFacts = { wellKnown: boolean; listName: string };

export const WELL_KNOWN_LIST_NAME = 'Moz Top 500 (via the top-sites package)';

export function checkWellKnown(site: SiteName, wellKnown: ReadonlySet<string>): WellKnownFacts {
  return { wellKnown: site.domain !== null && wellKnown.has(site.domain), listName: WELL_KNOWN_LIST_NAME };
}

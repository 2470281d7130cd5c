import unhomoglyph from 'unhomoglyph';
import { parseSiteName } from '../site-name';

/** A brand a look-alike could imitate: its registrable domain and the label people recognise. */
export type Brand = { domain: string; label: string; skeleton: string };

/** Labels shorter than this are too common to call a look-alike (t.co, vk.com, ea.com). */
export const MIN_BRAND_LABEL = 4;

/** The Unicode confusable "skeleton": g00gle, gооgle (Cyrillic) and google all fold to the same. */
export function skeleton(text: string): string {
  return unhomoglyph(text.toLowerCase()).toLowerCase();
}

export function brandFromDomain(domain: string): Brand | null {
  const site = parseSiteName(domain);
  if (!site.domain || site.label.length < MIN_BRAND_LABEL) return null;
  return { domain: site.domain, label: site.label, skeleton: skeleton(site.unicodeLabel) };
}

export type BrandIndex = { brands: readonly Brand[]; domains: ReadonlySet<string> };

export function buildBrandIndex(domains: Iterable<string>): BrandIndex {
  const brands: Brand[] = [];
  const seen = new Set<string>();
  for (const domain of domains) {
    const brand = brandFromDomain(domain);
    if (!brand || seen.has(brand.domain)) continue;
    seen.add(brand.domain);
    brands.push(brand);
  }
  return { brands, domains: seen };
}

export function mergeBrandIndexes(a: BrandIndex, extra: Iterable<string>): BrandIndex {
  const more = buildBrandIndex(extra).brands.filter((b) => !a.domains.has(b.domain));
  if (more.length === 0) return a;
  return {
    brands: [...a.brands, ...more],
    domains: new Set([...a.domains, ...more.map((b) => b.domain)]),
  };
}

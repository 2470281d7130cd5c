// Evaluates the website-safety checker offline on a labelled set built only from what the project's
// packages ship:
// - phishing: every domain on eth-phishing-detect's blocklist;
// - well-known: the Moz Top 500 registrable domains (the checker's well-known list);
// - look-alikes: generated from those well-known brands (bench/site-safety-look-alikes.ts).
// Network signals read 'unknown' (this is the offline score) and nobody has reported anything.
//
// Honesty rules, so the figures are not circular:
// - well-known domains are scored by 2-fold cross-validation: the list is split in two halves and
//   each half is scored with ONLY the other half as the well-known list (and as brands), so list
//   membership never makes a domain safe here;
// - look-alikes are scored with the half that holds their brand (a real checker knows the brand it
//   protects), and a generated name that happens to be on the blocklist or the well-known list is
//   dropped, so the figure measures the look-alike heuristics, not the blocklist;
// - the headline phishing figure uses the blocklist itself, which by construction catches its own
//   entries; a second, held-out figure scores each half of the blocklist with only the other half
//   loaded, to show what the heuristics alone make of phishing domains they have not seen.
import { parseSiteName } from '../src/server/features/site-safety/site-name';
import { wellKnownDomains } from '../src/server/features/site-safety/data/well-known-domains';
import { buildReferences, assessOffline, type SafetyReferences } from '../src/server/features/site-safety/references';
import { loadBundledBlocklist, type Blocklist } from '../src/server/features/site-safety/signals/blocklist';
import { UNKNOWN_AGE } from '../src/server/features/site-safety/signals/domain-age';
import { UNKNOWN_TLS } from '../src/server/features/site-safety/signals/tls-certificate';
import { scoreSite, type Verdict } from '../src/server/features/site-safety/scoring';
import { makeLookAlike, seededRandom, techniques, type Technique } from './site-safety-look-alikes';

const GOALS = { phishingDangerous: 95, lookAlikesBelowSafe: 90, wellKnownSafe: 98 };

function scoreOffline(hostname: string, refs: SafetyReferences): Verdict {
  const site = parseSiteName(hostname);
  return scoreSite({ ...assessOffline(site, refs), reports: { reporters: 0 }, tls: UNKNOWN_TLS, domainAge: UNKNOWN_AGE });
}

const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);
const fmt = (n: number, d: number) => `${pct(n, d).toFixed(1)}% (${n}/${d})`;

function halves<T>(items: readonly T[]): [T[], T[]] {
  return [items.filter((_, i) => i % 2 === 0), items.filter((_, i) => i % 2 === 1)];
}

const started = performance.now();
const blocklist = loadBundledBlocklist();
const full = buildReferences({ wellKnown: wellKnownDomains, blocklist });
const folds = halves(wellKnownDomains);
const foldRefs = folds.map((fold) => buildReferences({ wellKnown: fold, blocklist }));

// 1. Phishing domains, with the blocklist as shipped.
const phishing = [...blocklist.blocked];
const phishingDangerous = phishing.filter((d) => scoreOffline(d, full).band === 'dangerous').length;

// 1b. Held out: each half of the blocklist scored with only the other half loaded.
const blockHalves = halves(phishing);
let heldOutDangerous = 0;
let heldOutBelowSafe = 0;
blockHalves.forEach((half, i) => {
  const other = blockHalves[1 - i] as string[];
  const partial: Blocklist = { ...blocklist, blocked: new Set(other) };
  const refs = buildReferences({ wellKnown: wellKnownDomains, blocklist: partial });
  for (const domain of half) {
    const band = scoreOffline(domain, refs).band;
    if (band === 'dangerous') heldOutDangerous += 1;
    if (band !== 'safe') heldOutBelowSafe += 1;
  }
});

// 2. Well-known domains, 2-fold: each half scored knowing only the other half.
let wellKnownSafe = 0;
const wellKnownMisses: string[] = [];
folds.forEach((fold, i) => {
  const refs = foldRefs[1 - i] as SafetyReferences;
  for (const domain of fold) {
    const verdict = scoreOffline(domain, refs);
    if (verdict.band === 'safe') wellKnownSafe += 1;
    else wellKnownMisses.push(`${domain} ${verdict.trustScore}: ${verdict.detectedIssues.join('; ')}`);
  }
});

// 3. Look-alikes of the well-known brands.
const random = seededRandom(20240601);
const perTechnique = new Map<Technique, { below: number; total: number }>(techniques.map((t) => [t, { below: 0, total: 0 }]));
const lookAlikeMisses: string[] = [];
const known = new Set(wellKnownDomains);
folds.forEach((fold, i) => {
  const refs = foldRefs[i] as SafetyReferences;
  for (const domain of fold) {
    const brand = parseSiteName(domain);
    // Look-alikes of names shorter than 4 letters (t.co, vk.com) are not judged; see signals/brands.ts.
    if (brand.label.length < 4 || brand.label.includes('.')) continue;
    for (const technique of techniques) {
      const fake = makeLookAlike(brand.label, brand.suffix, technique, random);
      if (!fake) continue;
      const fakeSite = parseSiteName(fake);
      if (!fakeSite.domain || fakeSite.domain === brand.domain) continue;
      if (known.has(fakeSite.domain) || blocklist.blocked.has(fakeSite.domain)) continue;
      const verdict = scoreOffline(fake, refs);
      const stats = perTechnique.get(technique) as { below: number; total: number };
      stats.total += 1;
      if (verdict.band !== 'safe') stats.below += 1;
      else lookAlikeMisses.push(`${fake} (${technique}, of ${domain}) ${verdict.trustScore}`);
    }
  }
});
const lookAlikeTotal = [...perTechnique.values()].reduce((a, s) => a + s.total, 0);
const lookAlikeBelow = [...perTechnique.values()].reduce((a, s) => a + s.below, 0);

// 4. For information: eth-phishing-detect's allowlist (legitimate sites deliberately close to
// crypto brands, the hardest false-positive case), scored with the shipped lists.
const allow = [...blocklist.allowed];
const allowSafe = allow.filter((d) => scoreOffline(d, full).band === 'safe').length;

const lines = [
  'Website-safety checker: offline evaluation (network signals unknown, no user reports)',
  '',
  `phishing domains scored dangerous (blocklist as shipped):   ${fmt(phishingDangerous, phishing.length)}   goal ${GOALS.phishingDangerous}%`,
  `look-alikes scored below safe:                              ${fmt(lookAlikeBelow, lookAlikeTotal)}   goal ${GOALS.lookAlikesBelowSafe}%`,
  `well-known domains scored safe (2-fold, list held out):     ${fmt(wellKnownSafe, wellKnownDomains.length)}   goal ${GOALS.wellKnownSafe}%`,
  '',
  'For information (no goal):',
  `  phishing, blocklist half held out: dangerous ${fmt(heldOutDangerous, phishing.length)}, below safe ${fmt(heldOutBelowSafe, phishing.length)}`,
  `  eth-phishing-detect allowlist scored safe: ${fmt(allowSafe, allow.length)}`,
  '  look-alikes below safe, by technique:',
  ...[...perTechnique.entries()].map(([t, s]) => `    ${t.padEnd(20)} ${fmt(s.below, s.total)}`),
  '',
  `well-known domains not scored safe (${wellKnownMisses.length}):`,
  ...wellKnownMisses.map((m) => `  ${m}`),
  `look-alikes scored safe: ${lookAlikeMisses.length}${lookAlikeMisses.length > 15 ? ' (first 15)' : ''}`,
  ...lookAlikeMisses.slice(0, 15).map((m) => `  ${m}`),
  '',
  `took ${((performance.now() - started) / 1000).toFixed(1)} s`,
];
console.log(lines.join('\n'));

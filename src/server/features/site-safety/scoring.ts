import { riskLevelOf, trustBand, type RiskLevel, type TrustBand } from '@shared/site-safety/bands';
import type { Finding, SignalName, ThreatCategory } from '@shared/site-safety/schema';
import type { BlocklistFacts } from './signals/blocklist';
import type { DomainAgeFacts } from './signals/domain-age';
import type { LookAlikeFacts, LookAlikeTechnique } from './signals/look-alike';
import type { StructureFacts } from './signals/structure';
import type { TlsFacts } from './signals/tls-certificate';
import { MIN_REPORTERS_TO_COUNT, type UserReportFacts } from './signals/user-reports';
import type { WellKnownFacts } from './signals/well-known';

export type SiteFacts = {
  blocklist: BlocklistFacts;
  reports: UserReportFacts;
  lookAlike: LookAlikeFacts;
  structure: StructureFacts;
  wellKnown: WellKnownFacts;
  tls: TlsFacts;
  domainAge: DomainAgeFacts;
};

/*
 * The scoring, written down. A site starts at BASE (no evidence either way, and nothing wrong with
 * its name: the bottom of the "safe" band plus a small margin). Each finding adds points, and the
 * strongest findings also set a ceiling (cap) the score cannot pass, whatever else is true, so a
 * blocklisted site that happens to have a valid certificate still reads dangerous. The score is
 * clamped to 0-100, then the lowest cap applies. Bands: dangerous 0-30, suspicious 31-65, safe 66-100.
 *
 * Signal             finding                                        points  cap   category
 * blocklist          listed by eth-phishing-detect                       -     5   phishing
 * user-reports       confirmed reports from 2 / 3+ addresses, not well known  -  20/10 reported-fraud
 *                    the same for a well-known site (each, max -45)    -15     -   reported-fraud
 *                    reported by one address only (info, D18)            0     -   -
 *                    listed as a scam by staff (D18), with its reason    -    10   reported-fraud
 *                    reports staff reviewed and took off the list (info) 0     -   -
 * look-alike         same look as a brand (homoglyphs, e.g. g00gle)      -    15   impersonation
 *                    a brand (after folding) beside a lure word, in a    -    15   impersonation
 *                    name that is not the brand's own (paypa1-secure-login, amazonverify)
 *                    a typo of a brand (edit distance 1, or 2 for 9+)    -    25   impersonation
 *                    a 6+ letter brand plus other words (paypal-shop)    -    25   impersonation
 *                    Latin mixed with Cyrillic/Greek in one label        -    20   impersonation
 *                    punycode name (without any of the above)          -10     -   suspicious-structure
 *                    a brand's exact name under a newer generic TLD      -    45   impersonation
 *                    same name under a country or classic TLD (info)     0     -   -
 * structure          IP address instead of a name                      -40     -   suspicious-structure
 *                    a brand's name in a subdomain of another domain     -    20   impersonation
 *                    3+ subdomain levels                               -15     -   suspicious-structure
 *                    frequently abused TLD                             -25     -   suspicious-structure
 *                    a label over 30 characters                        -10     -   suspicious-structure
 *                    digit-heavy name                                  -10     -   suspicious-structure
 *                    3+ hyphens in the name                            -10     -   suspicious-structure
 * well-known         on the well-known list (Moz Top 500), under a     +20     -   -
 *                    government namespace (.gov, .gov.uk, europa.eu), or on the curated list of
 *                    large companies and institutions (data/known-legitimate.ts)
 * tls-certificate    valid certificate                                  +5     -   -
 *                    expired / self-signed / invalid                   -25     -   insecure-connection
 *                    no HTTPS at all (port refused)                    -15     -   insecure-connection
 * domain-age         registered under 30 days ago                      -35    30   new-domain
 *                    under 180 days                                    -15     -   new-domain
 *                    2 years or more                                   +10     -   -
 * no evidence        not well known, and neither the certificate nor the  -    65   unverified
 *                    domain age could be measured (offline, timeouts, no RDAP data)
 * Not measured (offline, timeout): 0 points, shown as 'unknown'.
 *
 * "No evidence" is why a site we know nothing about is never called safe: its score would
 * otherwise be BASE, and a scam site made yesterday, whose certificate and age we could not
 * reach, would read exactly like an honest shop. Once either is measured, the measurement speaks:
 * a bad or missing certificate or a domain under 180 days old costs enough to leave the safe band.
 */
export const BASE_SCORE = 70;

export const WEIGHTS = {
  blocklistCap: 5,
  // Indexed by the number of different confirmed reporters minus MIN_REPORTERS_TO_COUNT.
  reportCaps: [20, 10] as const,
  staffListedCap: 10,
  wellKnownReportPoints: -15,
  wellKnownReportFloor: -45,
  lookAlikeCaps: { homoglyph: 15, 'brand-with-lure': 15, typo: 25, combo: 25, 'same-name-new-tld': 45 } satisfies Record<Exclude<LookAlikeTechnique, 'same-name'>, number>,
  mixedScriptsCap: 20,
  punycode: -10,
  ipHost: -40,
  brandInSubdomainCap: 20,
  deepSubdomains: -15,
  riskyTld: -25,
  longLabel: -10,
  digitHeavy: -10,
  manyHyphens: -10,
  wellKnown: 20,
  tlsValid: 5,
  tlsBad: -25,
  tlsNone: -15,
  veryNewDomain: -35,
  veryNewDomainCap: 30,
  newDomain: -15,
  oldDomain: 10,
  noEvidenceCap: 65,
} as const;

export type Verdict = {
  trustScore: number;
  band: TrustBand;
  riskLevel: RiskLevel;
  isSafe: boolean;
  threatType: string;
  threatCategories: ThreatCategory[];
  detectedIssues: string[];
  findings: Finding[];
};

type Draft = Finding & { category: ThreatCategory | null };

function finding(
  signal: SignalName,
  effect: Finding['effect'],
  message: string,
  opts: { points?: number; cap?: number; category?: ThreatCategory } = {},
): Draft {
  return { signal, effect, message, points: opts.points ?? 0, cap: opts.cap ?? null, category: opts.category ?? null };
}

const techniqueText: Record<Exclude<LookAlikeTechnique, 'same-name'>, string> = {
  homoglyph: 'Looks the same as {brand} but uses look-alike characters',
  'brand-with-lure': 'Puts the name of {brand} beside the word "{word}" in an address that is not {brand}\'s own, as phishing sites do',
  typo: 'Is one or two letters away from {brand} (a typo look-alike)',
  combo: 'Uses the name of {brand} together with other words, a common phishing pattern',
  'same-name-new-tld': 'Uses the name of {brand} under a different, newer ending',
};

function reportFindings({ reporters, staffDecision }: UserReportFacts, wellKnown: boolean): Draft[] {
  if (staffDecision?.listed) {
    const why = staffDecision.reason ? `: ${staffDecision.reason}` : '';
    return [finding('user-reports', 'risk', `Listed as a scam by our staff${why}`, { cap: WEIGHTS.staffListedCap, category: 'reported-fraud' })];
  }
  if (staffDecision && reporters > 0) {
    return [finding('user-reports', 'info', 'Our staff reviewed the fraud reports naming this site and found they do not show that the site itself is a scam')];
  }
  if (reporters === 0) return [finding('user-reports', 'info', 'No confirmed fraud reports about this site in our records')];
  if (reporters < MIN_REPORTERS_TO_COUNT) {
    return [finding('user-reports', 'info', 'One person has reported fraud on this site to us; one report alone does not make a site a scam')];
  }
  const message = `Named in fraud reports made to us by ${reporters} different people`;
  if (wellKnown) {
    const points = Math.max(WEIGHTS.wellKnownReportFloor, WEIGHTS.wellKnownReportPoints * reporters);
    return [finding('user-reports', 'risk', `${message}; scammers also use well-known platforms, so take care`, { points, category: 'reported-fraud' })];
  }
  const cap = WEIGHTS.reportCaps[Math.min(reporters - MIN_REPORTERS_TO_COUNT, WEIGHTS.reportCaps.length - 1)];
  return [finding('user-reports', 'risk', message, { cap, category: 'reported-fraud' })];
}

function lookAlikeFindings(facts: LookAlikeFacts): Draft[] {
  const out: Draft[] = [];
  for (const match of facts.matches) {
    if (match.technique === 'same-name') {
      out.push(finding('look-alike', 'info', `Has the same name as ${match.brand} on a different domain; make sure it is the official site`));
    } else {
      out.push(
        finding('look-alike', 'risk', techniqueText[match.technique].replaceAll('{brand}', match.brand).replace('{word}', match.word ?? ''), {
          cap: WEIGHTS.lookAlikeCaps[match.technique],
          category: 'impersonation',
        }),
      );
    }
  }
  if (facts.mixedScripts) {
    out.push(finding('look-alike', 'risk', `Mixes Latin letters with Cyrillic or Greek ones ("${facts.unicodeLabel}")`, { cap: WEIGHTS.mixedScriptsCap, category: 'impersonation' }));
  }
  const strong = out.some((f) => f.effect === 'risk');
  if (facts.punycode && !strong) {
    out.push(finding('look-alike', 'risk', `Uses an internationalised name that displays as "${facts.unicodeLabel}"`, { points: WEIGHTS.punycode, category: 'suspicious-structure' }));
  }
  if (out.length === 0) out.push(finding('look-alike', 'info', 'Does not imitate any brand we compare against'));
  return out;
}

function structureFindings(s: StructureFacts): Draft[] {
  const cat = { category: 'suspicious-structure' as const };
  const out: Draft[] = [];
  if (s.ipHost) out.push(finding('structure', 'risk', 'Uses a bare IP address instead of a domain name', { points: WEIGHTS.ipHost, ...cat }));
  if (s.brandInSubdomain) out.push(finding('structure', 'risk', `Puts the name of ${s.brandInSubdomain} in front of an unrelated domain`, { cap: WEIGHTS.brandInSubdomainCap, category: 'impersonation' }));
  if (s.subdomainLevels >= 3) out.push(finding('structure', 'risk', `Has ${s.subdomainLevels} levels of subdomains`, { points: WEIGHTS.deepSubdomains, ...cat }));
  if (s.riskyTld) out.push(finding('structure', 'risk', `Uses the .${s.riskyTld} ending, which is often abused for scams`, { points: WEIGHTS.riskyTld, ...cat }));
  if (s.longLabel) out.push(finding('structure', 'risk', 'Has an unusually long name', { points: WEIGHTS.longLabel, ...cat }));
  if (s.digitHeavy) out.push(finding('structure', 'risk', 'Has a name made mostly of digits', { points: WEIGHTS.digitHeavy, ...cat }));
  if (s.manyHyphens) out.push(finding('structure', 'risk', 'Has a name with many hyphens', { points: WEIGHTS.manyHyphens, ...cat }));
  return out;
}

function tlsFindings(tls: TlsFacts): Draft[] {
  const cat = { category: 'insecure-connection' as const };
  switch (tls.rating) {
    case 'valid':
      return [finding('tls-certificate', 'trust', `Valid HTTPS certificate${tls.issuer ? ` issued by ${tls.issuer}` : ''}`, { points: WEIGHTS.tlsValid })];
    case 'expired':
      return [finding('tls-certificate', 'risk', `HTTPS certificate ${tls.detail ?? 'expired'}`, { points: WEIGHTS.tlsBad, ...cat })];
    case 'self-signed':
      return [finding('tls-certificate', 'risk', 'HTTPS certificate is self-signed', { points: WEIGHTS.tlsBad, ...cat })];
    case 'invalid':
      return [finding('tls-certificate', 'risk', `HTTPS certificate is not valid for this site${tls.detail ? ` (${tls.detail})` : ''}`, { points: WEIGHTS.tlsBad, ...cat })];
    case 'none':
      return [finding('tls-certificate', 'risk', 'The site does not offer HTTPS', { points: WEIGHTS.tlsNone, ...cat })];
    case 'unknown':
      return [finding('tls-certificate', 'unknown', 'HTTPS certificate could not be checked')];
  }
}

function ageFindings(age: DomainAgeFacts): Draft[] {
  if (age.days === 'unknown') return [finding('domain-age', 'unknown', 'Domain age could not be checked')];
  const days = age.days;
  if (days < 30) return [finding('domain-age', 'risk', `Domain registered only ${days} day${days === 1 ? '' : 's'} ago`, { points: WEIGHTS.veryNewDomain, cap: WEIGHTS.veryNewDomainCap, category: 'new-domain' })];
  if (days < 180) return [finding('domain-age', 'risk', `Domain registered ${days} days ago`, { points: WEIGHTS.newDomain, category: 'new-domain' })];
  if (days >= 730) return [finding('domain-age', 'trust', `Domain registered ${Math.floor(days / 365)} years ago`, { points: WEIGHTS.oldDomain })];
  return [finding('domain-age', 'info', `Domain registered ${days} days ago`)];
}

function wellKnownMessage(facts: WellKnownFacts): string {
  switch (facts.source) {
    case 'government':
      return `A government address: only public bodies can have a name under ${facts.namespace ?? 'it'}`;
    case 'curated':
      return `A well-known company or public service (${facts.listName})`;
    default:
      return `One of the most-linked sites on the web (${facts.listName})`;
  }
}

/** Nothing could be confirmed: not well known, and neither certificate nor domain age measured. */
function evidenceFindings(facts: SiteFacts): Draft[] {
  const measured = facts.tls.rating !== 'unknown' || facts.domainAge.days !== 'unknown';
  if (facts.wellKnown.wellKnown || measured) return [];
  return [
    finding(
      'well-known',
      'risk',
      'Nothing could be confirmed about this site: it is not one of the well-known sites we know, and neither its certificate nor the age of its domain could be checked',
      { cap: WEIGHTS.noEvidenceCap, category: 'unverified' },
    ),
  ];
}

export function scoreSite(facts: SiteFacts): Verdict {
  const drafts: Draft[] = [
    facts.blocklist.listed
      ? finding('blocklist', 'risk', `Listed as a phishing site by ${facts.blocklist.source} (${facts.blocklist.matched})`, { cap: WEIGHTS.blocklistCap, category: 'phishing' })
      : finding('blocklist', 'info', `Not on the bundled phishing blocklist (${facts.blocklist.source})`),
    ...reportFindings(facts.reports, facts.wellKnown.wellKnown),
    ...lookAlikeFindings(facts.lookAlike),
    ...structureFindings(facts.structure),
    ...(facts.wellKnown.wellKnown ? [finding('well-known', 'trust', wellKnownMessage(facts.wellKnown), { points: WEIGHTS.wellKnown })] : []),
    ...tlsFindings(facts.tls),
    ...ageFindings(facts.domainAge),
    ...evidenceFindings(facts),
  ];

  const sum = drafts.reduce((acc, f) => acc + f.points, BASE_SCORE);
  const caps = drafts.map((f) => f.cap).filter((c): c is number => c !== null);
  const trustScore = Math.min(Math.max(0, Math.min(100, sum)), ...caps);
  const threatCategories = [...new Set(drafts.map((f) => f.category).filter((c): c is ThreatCategory => c !== null))];
  const band = trustBand(trustScore);
  return {
    trustScore,
    band,
    riskLevel: riskLevelOf(trustScore),
    isSafe: band === 'safe',
    threatType: threatCategories[0] ?? 'none',
    threatCategories,
    detectedIssues: drafts.filter((f) => f.effect === 'risk').map((f) => f.message),
    findings: drafts.map(({ category: _category, ...f }) => f),
  };
}

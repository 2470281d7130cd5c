import { describe, expect, it } from 'vitest';
import { KNOWN_SCAM_SCORE_BELOW } from '@shared/site-safety/bands';
import { BASE_SCORE, scoreSite, WEIGHTS, type SiteFacts } from './scoring';
import { UNKNOWN_AGE } from './signals/domain-age';
import { UNKNOWN_TLS } from './signals/tls-certificate';

const clean: SiteFacts = {
  blocklist: { listed: false, matched: null, source: 'eth-phishing-detect', size: 1 },
  reports: { reporters: 0 },
  lookAlike: { punycode: false, unicodeLabel: 'example', mixedScripts: false, matches: [] },
  structure: { ipHost: false, subdomainLevels: 0, brandInSubdomain: null, riskyTld: null, longLabel: false, digitHeavy: false, manyHyphens: false },
  wellKnown: { wellKnown: false, listName: 'test list' },
  tls: UNKNOWN_TLS,
  domainAge: UNKNOWN_AGE,
};
const score = (changes: Partial<SiteFacts>) => scoreSite({ ...clean, ...changes });

const validTls = { rating: 'valid', issuer: 'CA', validTo: null, detail: null } as const;
// What the network gives an established site; tests of other signals start from it.
const measured: Partial<SiteFacts> = { tls: validTls, domainAge: { days: 400, registeredAt: null } };

describe('scoring', () => {
  it('never calls a site safe when nothing about it could be confirmed, and says why', () => {
    const verdict = score({});
    expect(verdict).toMatchObject({ trustScore: WEIGHTS.noEvidenceCap, band: 'suspicious', isSafe: false, riskLevel: 'medium', threatType: 'unverified' });
    expect(verdict.detectedIssues).toEqual([expect.stringMatching(/^Nothing could be confirmed about this site/)]);
    expect(verdict.findings.filter((f) => f.effect === 'unknown').map((f) => f.signal)).toEqual(['tls-certificate', 'domain-age']);
    // The cap leaves it out of the known-scam list (scores under 65): unknown is not a scam.
    expect(verdict.trustScore).toBe(KNOWN_SCAM_SCORE_BELOW);
  });

  it('lifts the cap once the site is well known or the network measured something', () => {
    expect(score({ wellKnown: { wellKnown: true, listName: 'x' } }).trustScore).toBe(BASE_SCORE + WEIGHTS.wellKnown);
    expect(score({ tls: validTls })).toMatchObject({ trustScore: BASE_SCORE + WEIGHTS.tlsValid, band: 'safe', detectedIssues: [] });
    expect(score({ domainAge: { days: 400, registeredAt: null } })).toMatchObject({ trustScore: BASE_SCORE, band: 'safe' });
    // A measurement against the site speaks for itself, without the "nothing confirmed" reason.
    expect(score({ domainAge: { days: 100, registeredAt: null } }).threatCategories).toEqual(['new-domain']);
  });

  it('makes a brand beside a lure word dangerous, naming the brand and the word', () => {
    const verdict = score({ ...measured, lookAlike: { ...clean.lookAlike, matches: [{ technique: 'brand-with-lure', brand: 'paypal.com', word: 'secure' }] } });
    expect(verdict).toMatchObject({ trustScore: WEIGHTS.lookAlikeCaps['brand-with-lure'], band: 'dangerous', threatType: 'impersonation' });
    expect(verdict.detectedIssues[0]).toBe('Puts the name of paypal.com beside the word "secure" in an address that is not paypal.com\'s own, as phishing sites do');
  });

  it('caps a blocklisted site at dangerous even with every good sign', () => {
    const verdict = score({
      blocklist: { listed: true, matched: 'evil.example', source: 'eth-phishing-detect', size: 1 },
      wellKnown: { wellKnown: true, listName: 'x' },
      tls: { rating: 'valid', issuer: 'CA', validTo: null, detail: null },
      domainAge: { days: 4000, registeredAt: null },
    });
    expect(verdict.trustScore).toBe(WEIGHTS.blocklistCap);
    expect(verdict).toMatchObject({ band: 'dangerous', isSafe: false, threatType: 'phishing' });
    expect(verdict.detectedIssues[0]).toContain('evil.example');
  });

  it('lets reports from two or more people cap an unknown site harder the more there are, but only deduct from a well-known one', () => {
    expect(score({ reports: { reporters: 2 } }).trustScore).toBe(20);
    expect(score({ reports: { reporters: 5 } }).trustScore).toBe(10);
    const known = { wellKnown: { wellKnown: true, listName: 'x' } };
    expect(score({ ...known, reports: { reporters: 2 } }).trustScore).toBe(BASE_SCORE + WEIGHTS.wellKnown - 30);
    expect(score({ ...known, reports: { reporters: 9 } }).trustScore).toBe(BASE_SCORE + WEIGHTS.wellKnown - 45);
  });

  it("does not let one person's report mark a site (D18)", () => {
    const one = score({ ...measured, reports: { reporters: 1 } });
    expect(one.trustScore).toBe(BASE_SCORE + WEIGHTS.tlsValid);
    expect(one.threatCategories).not.toContain('reported-fraud');
    expect(one.findings.some((f) => f.signal === 'user-reports' && f.effect === 'info')).toBe(true);
    expect(score({ ...{ wellKnown: { wellKnown: true, listName: 'x' } }, reports: { reporters: 1 } }).trustScore).toBe(BASE_SCORE + WEIGHTS.wellKnown);
  });

  it("says what staff decided about the site (D18): listed with its reason, or reports found wrong", () => {
    const listed = score({ ...measured, reports: { reporters: 0, staffDecision: { listed: true, reason: 'Fake bank login page' } } });
    expect(listed).toMatchObject({ trustScore: WEIGHTS.staffListedCap, band: 'dangerous', threatType: 'reported-fraud' });
    expect(listed.detectedIssues).toEqual(['Listed as a scam by our staff: Fake bank login page']);
    const cleared = score({ ...measured, reports: { reporters: 4, staffDecision: { listed: false, reason: 'Reports were about a look-alike' } } });
    expect(cleared).toMatchObject({ trustScore: BASE_SCORE + WEIGHTS.tlsValid, band: 'safe', detectedIssues: [] });
    expect(cleared.findings.find((f) => f.signal === 'user-reports')?.message).toMatch(/^Our staff reviewed the fraud reports/);
  });

  it('makes look-alikes dangerous and a same-name on a country ending only a note', () => {
    expect(score({ lookAlike: { ...clean.lookAlike, matches: [{ technique: 'homoglyph', brand: 'paypal.com' }] } }).trustScore).toBe(15);
    expect(score({ lookAlike: { ...clean.lookAlike, matches: [{ technique: 'typo', brand: 'paypal.com' }] } }).band).toBe('dangerous');
    expect(score({ lookAlike: { ...clean.lookAlike, matches: [{ technique: 'same-name-new-tld', brand: 'paypal.com' }] } }).band).toBe('suspicious');
    const note = score({ ...measured, lookAlike: { ...clean.lookAlike, matches: [{ technique: 'same-name', brand: 'google.com' }] } });
    expect(note.trustScore).toBe(BASE_SCORE + WEIGHTS.tlsValid);
    expect(note.findings.some((f) => f.effect === 'info' && f.message.includes('google.com'))).toBe(true);
  });

  it('adds up structure penalties and network evidence', () => {
    expect(score({ structure: { ...clean.structure, ipHost: true } }).trustScore).toBe(30);
    expect(score({ ...measured, structure: { ...clean.structure, riskyTld: 'xyz', digitHeavy: true } }).trustScore).toBe(BASE_SCORE + WEIGHTS.tlsValid - 35);
    expect(score({ tls: { rating: 'valid', issuer: 'CA', validTo: null, detail: null }, domainAge: { days: 800, registeredAt: null } }).trustScore).toBe(BASE_SCORE + 15);
    const young = score({ domainAge: { days: 3, registeredAt: null }, tls: { rating: 'none', issuer: null, validTo: null, detail: null } });
    expect(young.trustScore).toBe(BASE_SCORE - 35 - 15);
    expect(young.threatCategories).toEqual(['insecure-connection', 'new-domain']);
  });

  it('keeps the score within 0-100', () => {
    const worst = score({
      structure: { ipHost: true, subdomainLevels: 4, brandInSubdomain: null, riskyTld: 'tk', longLabel: true, digitHeavy: true, manyHyphens: true },
      tls: { rating: 'expired', issuer: null, validTo: null, detail: null },
    });
    expect(worst.trustScore).toBe(0);
    const best = score({ wellKnown: { wellKnown: true, listName: 'x' }, tls: { rating: 'valid', issuer: null, validTo: null, detail: null }, domainAge: { days: 9000, registeredAt: null } });
    expect(best.trustScore).toBe(100);
  });
});

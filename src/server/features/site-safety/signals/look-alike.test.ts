import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseSiteName } from '../site-name';
import { buildBrandIndex, skeleton } from './brands';
import { typoDistance } from './edit-distance';
import { detectLookAlikes } from './look-alike';

const brands = buildBrandIndex(['paypal.com', 'google.com', 'wikipedia.org', 'amazon.com', 'vk.com', 'line.me']);
const check = (host: string) => detectLookAlikes(parseSiteName(host), brands);
const techniques = (host: string) => check(host).matches.map((m) => `${m.technique}:${m.brand}`);

describe('look-alike signal', () => {
  it('folds homoglyphs, including Cyrillic letters behind punycode', () => {
    expect(skeleton('g00gle')).toBe(skeleton('google'));
    expect(techniques('paypa1.com')).toEqual(['homoglyph:paypal.com']);
    const cyrillic = domainToASCII('pаypal.com'); // the first "а" is Cyrillic
    const facts = check(cyrillic);
    expect(facts.punycode).toBe(true);
    expect(facts.mixedScripts).toBe(true);
    expect(facts.matches[0]).toEqual({ technique: 'homoglyph', brand: 'paypal.com' });
  });

  it('catches typos by edit distance, counting a swap of neighbours as one edit', () => {
    expect(typoDistance('gogole', 'google', 1)).toBe(1);
    expect(techniques('gogole.com')).toEqual(['typo:google.com']);
    expect(techniques('amazn.com')).toEqual(['typo:amazon.com']);
    expect(techniques('wikipdeia.org')).toContain('typo:wikipedia.org');
  });

  it('catches a brand beside lure words, naming the word, and a long brand beside any words', () => {
    expect(techniques('paypal-secure-login.com')).toEqual(['brand-with-lure:paypal.com']);
    expect(check('paypal-secure-login.com').matches[0]?.word).toBe('secure');
    expect(techniques('amazonverify.net')).toEqual(['brand-with-lure:amazon.com']);
    expect(techniques('login-wikipedia.org')).toEqual(['brand-with-lure:wikipedia.org']);
    expect(techniques('paypal-shop.com')).toEqual(['combo:paypal.com']);
  });

  it('folds homoglyphs before looking for a brand beside a lure word (issue 11)', () => {
    expect(techniques('paypa1-secure-login.xyz')).toEqual(['brand-with-lure:paypal.com']);
    expect(techniques('g00gle-wallet.top')).toEqual(['brand-with-lure:google.com']);
    expect(techniques('paypa1refund.click')).toEqual(['brand-with-lure:paypal.com']);
    expect(techniques(domainToASCII('аmazon-recovery.site'))).toEqual(['brand-with-lure:amazon.com']); // Cyrillic "а"
    expect(techniques('amazon-l0gin.online')).toEqual(['brand-with-lure:amazon.com']);
    // The brand's own name, and a lure word with no brand, are not this pattern.
    expect(check('secure-login.xyz').matches).toEqual([]);
    expect(check('gardening-support.org').matches).toEqual([]);
  });

  it("treats a brand's name on a newer ending as impersonation, but a country ending as information", () => {
    expect(techniques('paypal.live')).toEqual(['same-name-new-tld:paypal.com']);
    expect(techniques('google.de')).toEqual(['same-name:google.com']);
  });

  it('leaves the brands themselves, unrelated names and very short brands alone', () => {
    expect(check('paypal.com').matches).toEqual([]);
    expect(check('www.google.com').matches).toEqual([]);
    expect(check('gardening-tips.org').matches).toEqual([]);
    expect(check('vg.com').matches).toEqual([]); // one letter from vk.com, which is too short to judge
    expect(check('lime.me').matches).toEqual([]); // typos of 4-letter names are not judged
  });

  it('flags a punycode name that imitates nothing only as punycode', () => {
    const facts = check(domainToASCII('bücher.de'));
    expect(facts).toMatchObject({ punycode: true, mixedScripts: false, matches: [], unicodeLabel: 'bücher' });
  });
});

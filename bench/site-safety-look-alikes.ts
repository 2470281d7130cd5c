// Generates look-alike domains of a brand the way phishing kits do, for the site-safety evaluation.
import { domainToASCII } from 'node:url';

export const techniques = [
  'homoglyph-ascii',
  'homoglyph-unicode',
  'omission',
  'duplication',
  'transposition',
  'keyboard-typo',
  'combo-lure',
  'brand-in-subdomain',
  'brand-new-tld',
] as const;
export type Technique = (typeof techniques)[number];

export type Random = () => number;

/** mulberry32: a tiny seeded generator, so every run of the evaluation scores the same set. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)] as T;

const asciiHomoglyphs: Record<string, string> = { o: '0', l: '1', i: '1', m: 'rn', w: 'vv', e: '3', a: '4', s: '5', g: 'q' };
// Latin letters and the Cyrillic letters that render the same.
const unicodeHomoglyphs: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у', i: 'і' };
const keyboardNeighbours: Record<string, string> = {
  q: 'wa', w: 'qes', e: 'wrd', r: 'etf', t: 'ryg', y: 'tuh', u: 'yij', i: 'uok', o: 'ipl', p: 'ol',
  a: 'qsz', s: 'adw', d: 'sfe', f: 'dgr', g: 'fht', h: 'gjy', j: 'hku', k: 'jli', l: 'ko',
  z: 'xa', x: 'zcs', c: 'xvd', v: 'cbf', b: 'vng', n: 'bmh', m: 'nj',
};
const lures = ['login', 'secure', 'verify', 'account', 'support', 'wallet', 'signin', 'update', 'help', 'official'];
const fillers = ['service', 'portal', 'center', 'online', 'web', 'net', 'info', 'access', 'session', 'check'];
// Endings abuse reports (Interisle, Spamhaus) name most often; chosen independently of the checker's list.
const riskyEndings = ['xyz', 'top', 'icu', 'click', 'buzz', 'live', 'online', 'site', 'shop'];

// Issue 11: a brand beside one of these words, on one of these cheap endings, must read dangerous.
// Every brand is crossed with every word and every ending (brandRiskyWordCases), not sampled.
export const riskyWords = ['login', 'verify', 'secure', 'wallet', 'restore', 'recovery', 'refund', 'support'] as const;
export const cheapEndings = ['xyz', 'top', 'click', 'online', 'site', 'info'] as const;
// Only swaps that Unicode's confusables fold back (0 → o, 1 → l, Cyrillic look-alikes): the rule
// covers brand names "after homoglyph folding", not every typo.
const foldingAscii: Record<string, string> = { o: '0', l: '1' };

function foldableHomoglyph(label: string): string {
  const ascii = [...label].findIndex((c) => foldingAscii[c]);
  if (ascii >= 0) return replaceAt(label, ascii, foldingAscii[label[ascii] as string] as string);
  const unicode = [...label].findIndex((c) => unicodeHomoglyphs[c]);
  return unicode >= 0 ? replaceAt(label, unicode, unicodeHomoglyphs[label[unicode] as string] as string) : label;
}

// The shapes phishing kits use: paypal-login, login-paypal, paypallogin, paypa1-secure-login.
const riskyWordForms: Array<(brand: string, word: string, next: string) => string> = [
  (b, w) => `${b}-${w}`,
  (b, w) => `${w}-${b}`,
  (b, w) => `${b}${w}`,
  (b, w) => `${foldableHomoglyph(b)}-${w}`,
  (b, w, n) => `${foldableHomoglyph(b)}-${w}-${n}`,
];

/** Every risky word and cheap ending for one brand label, one shape each (the shapes rotate). */
export function brandRiskyWordCases(label: string, brandIndex: number): string[] {
  const out: string[] = [];
  riskyWords.forEach((word, w) => {
    const next = riskyWords[(w + 1) % riskyWords.length] as string;
    cheapEndings.forEach((ending, e) => {
      const form = riskyWordForms[(brandIndex + w + e) % riskyWordForms.length] as (typeof riskyWordForms)[number];
      out.push(domainToASCII(`${form(label, word, next)}.${ending}`) || `${form(label, word, next)}.${ending}`);
    });
  });
  return out;
}

function replaceAt(text: string, index: number, replacement: string, length = 1): string {
  return text.slice(0, index) + replacement + text.slice(index + length);
}

/** One look-alike of `label.suffix` by `technique`, or null when the technique does not apply. */
export function makeLookAlike(label: string, suffix: string, technique: Technique, random: Random): string | null {
  const positions = [...label].map((_, i) => i);
  switch (technique) {
    case 'homoglyph-ascii': {
      const candidates = positions.filter((i) => asciiHomoglyphs[label[i] as string]);
      if (candidates.length === 0) return null;
      const i = pick(candidates, random);
      return `${replaceAt(label, i, asciiHomoglyphs[label[i] as string] as string)}.${suffix}`;
    }
    case 'homoglyph-unicode': {
      const candidates = positions.filter((i) => unicodeHomoglyphs[label[i] as string]);
      if (candidates.length === 0) return null;
      const i = pick(candidates, random);
      return domainToASCII(`${replaceAt(label, i, unicodeHomoglyphs[label[i] as string] as string)}.${suffix}`) || null;
    }
    case 'omission': {
      if (label.length < 4) return null;
      return `${replaceAt(label, 1 + Math.floor(random() * (label.length - 1)), '')}.${suffix}`;
    }
    case 'duplication': {
      const i = pick(positions, random);
      return `${replaceAt(label, i, `${label[i]}${label[i]}`)}.${suffix}`;
    }
    case 'transposition': {
      const candidates = positions.slice(0, -1).filter((i) => label[i] !== label[i + 1]);
      if (candidates.length === 0) return null;
      const i = pick(candidates, random);
      return `${replaceAt(label, i, `${label[i + 1]}${label[i]}`, 2)}.${suffix}`;
    }
    case 'keyboard-typo': {
      const candidates = positions.filter((i) => keyboardNeighbours[label[i] as string]);
      if (candidates.length === 0) return null;
      const i = pick(candidates, random);
      return `${replaceAt(label, i, pick([...(keyboardNeighbours[label[i] as string] as string)], random))}.${suffix}`;
    }
    case 'combo-lure': {
      const lure = pick(lures, random);
      return random() < 0.5 ? `${label}-${lure}.${suffix}` : `${lure}-${label}.${suffix}`;
    }
    case 'brand-in-subdomain':
      return `${label}.${suffix}.${pick(fillers, random)}-${pick(fillers, random)}${Math.floor(random() * 90 + 10)}.com`;
    case 'brand-new-tld':
      return `${label}.${pick(riskyEndings, random)}`;
  }
}

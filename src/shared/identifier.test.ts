import { describe, expect, it } from 'vitest';
import { normaliseIdentifier } from './identifier';

describe('normaliseIdentifier', () => {
  it.each([
    ['ＡＤＭＩＮ', 'admin'],
    ['Admin', 'admin'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['ẞ', 'ss'],
    ['ﬁle@Example.COM', 'file@example.com'],
    ['  Alice@Example.com ', 'alice@example.com'],
  ])('folds %s to %s', (input, expected) => {
    expect(normaliseIdentifier(input)).toBe(expected);
  });

  it('keeps capital I with a dot apart from plain i, as Unicode case folding does', () => {
    expect(normaliseIdentifier('İris')).toBe('i\u0307ris');
    expect(normaliseIdentifier('İris')).not.toBe(normaliseIdentifier('iris'));
  });

  it('is idempotent on everything it produces', () => {
    for (const input of ['İris', 'ẞtraße', 'ΟΔΟΣ', 'ǅemal', 'ＡＤＭＩＮ', 'Ωmega', 'ﬃ']) {
      const once = normaliseIdentifier(input);
      expect(normaliseIdentifier(once)).toBe(once);
    }
  });
});

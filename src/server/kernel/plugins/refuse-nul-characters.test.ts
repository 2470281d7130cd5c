import { describe, expect, it } from 'vitest';
import { findNulCharacter, nulCharacterMessage } from './refuse-nul-characters';

describe('findNulCharacter', () => {
  it('finds a NUL in a nested value or key, and nothing in clean data', () => {
    expect(findNulCharacter({ a: 'fine', b: [1, true, null, { c: 'x\u0000' }] })).toEqual(['b', 3, 'c']);
    expect(findNulCharacter({ list: [{ ['ke\u0000y']: 1 }] })).toEqual(['list', 0, 'ke\u0000y']);
    expect(findNulCharacter('top\u0000')).toEqual([]);
    expect(findNulCharacter({ a: 'fine', b: [1, { c: 'also fine' }] })).toBeNull();
    expect(findNulCharacter(null)).toBeNull();
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findNulCharacter(deep)).toHaveLength(200_000);
  });
});

describe('nulCharacterMessage', () => {
  it('names the field, escaped and cut short', () => {
    expect(nulCharacterMessage(['description'])).toBe('description: must not contain a NUL character');
    expect(nulCharacterMessage(['list', 0, 'ke\u0000y'])).toBe('list.0.ke\\0y: must not contain a NUL character');
    expect(nulCharacterMessage([])).toBe('The request must not contain a NUL character');
    expect(nulCharacterMessage(Array<number>(1000).fill(0)).length).toBeLessThan(200);
  });
});

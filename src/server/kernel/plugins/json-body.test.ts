import { describe, expect, it } from 'vitest';
import { measureJson } from './json-body';

describe('measureJson', () => {
  it('counts depth and values outside strings', () => {
    expect(measureJson('{"a":[1,2,{"b":"x,[{"}],"c":null}')).toEqual({ depth: 3, values: 4 });
    expect(measureJson('"just, a [string]"')).toEqual({ depth: 0, values: 1 });
    expect(measureJson('{"q":"a \\" , [ b"}')).toEqual({ depth: 1, values: 1 });
  });

  it('stops at the first bound passed instead of scanning on', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(measureJson(deep, { maxDepth: 32, maxValues: 10 }).depth).toBe(33);
    const wide = `[${'0,'.repeat(400_000)}0]`;
    expect(measureJson(wide, { maxDepth: 32, maxValues: 10_000 }).values).toBe(10_001);
  });
});

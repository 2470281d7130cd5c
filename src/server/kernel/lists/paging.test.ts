import { describe, expect, it } from 'vitest';
import { containsPattern, pageWindow } from './paging';

describe('staff list paging', () => {
  it('turns a page number into limit and offset', () => {
    expect(pageWindow({ page: 1, pageSize: 25 })).toEqual({ limit: 25, offset: 0 });
    expect(pageWindow({ page: 3, pageSize: 50 })).toEqual({ limit: 50, offset: 100 });
  });

  it('takes the searcher\'s % and _ literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});

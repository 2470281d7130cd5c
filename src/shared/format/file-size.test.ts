import { describe, expect, it } from 'vitest';
import { formatKilobytes } from './file-size';

describe('formatKilobytes', () => {
  it('keeps one decimal under 10 KB, so a small file never reads "0 KB"', () => {
    expect(formatKilobytes(100)).toBe('0.1 KB');
    expect(formatKilobytes(512)).toBe('0.5 KB');
    expect(formatKilobytes(9.5 * 1024)).toBe('9.5 KB');
  });

  it('rounds to whole kilobytes from 10 KB, with thousands separators', () => {
    expect(formatKilobytes(250 * 1024)).toBe('250 KB');
    expect(formatKilobytes(250.4 * 1024)).toBe('250 KB');
    expect(formatKilobytes(10 * 1024 * 1024)).toBe('10,240 KB');
  });
});

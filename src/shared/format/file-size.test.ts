import { describe, expect, it } from 'vitest';
import { formatFileSize, formatKilobytes } from './file-size';

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
    expect([formatKilobytes(5000, 'es'), formatKilobytes(10 * 1024 * 1024, 'de')]).toEqual(['4,9 KB', '10.240 KB']);
  });
});

describe('formatFileSize', () => {
  it('picks bytes, KB or MB so no file reads "0.00 MB"', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(1023)).toBe('1,023 bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(18_432)).toBe('18 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(2_621_440)).toBe('2.50 MB');
  });
});

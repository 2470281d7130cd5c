import { describe, expect, it } from 'vitest';
import { formatWait } from './wait';

describe('formatWait', () => {
  it('gives seconds under a minute, exactly', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(59)).toBe('59 seconds');
  });

  it('never rounds down, so nothing reads "0" and waiting as long as it says is enough', () => {
    expect(formatWait(0)).toBe('1 second');
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(59.5)).toBe('1 minute');
    expect(formatWait(90)).toBe('about 2 minutes');
    expect(formatWait(119)).toBe('about 2 minutes');
    expect(formatWait(2256)).toBe('about 38 minutes');
  });

  it('gives whole minutes as they are, up to an hour', () => {
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(120)).toBe('2 minutes');
    expect(formatWait(59 * 60)).toBe('59 minutes');
  });

  it('speaks of an hour from 59 minutes and a bit', () => {
    expect(formatWait(59 * 60 + 1)).toBe('about an hour');
    expect(formatWait(3600)).toBe('about an hour');
    expect(formatWait(3601)).toBe('about 2 hours');
  });
});

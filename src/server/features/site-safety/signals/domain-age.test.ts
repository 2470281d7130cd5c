import { describe, expect, it } from 'vitest';
import { domainAgeFrom } from './domain-age';

describe('domain age signal', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('counts whole days since registration', () => {
    expect(domainAgeFrom(new Date('2025-05-25T13:00:00Z'), now).days).toBe(6);
    expect(domainAgeFrom(new Date('2015-06-01T00:00:00Z'), now).days).toBe(3653);
  });

  it("reads 'unknown' without a date or with a date in the future", () => {
    expect(domainAgeFrom(null, now).days).toBe('unknown');
    expect(domainAgeFrom(new Date('2026-01-01'), now).days).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or on an error it wraps, and nothing else', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth/password-rules';
import { checkStaffPassword, STAFF_PASSWORD_PERSONAL, STAFF_PASSWORD_PREDICTABLE, STAFF_PASSWORD_REPEATS } from './staff-password-strength';

describe('staff password strength', () => {
  it.each([
    ['aaaaaaaaaaaa', STAFF_PASSWORD_REPEATS],
    ['caseworker12', STAFF_PASSWORD_PERSONAL],
    ['Summer2026!!', STAFF_PASSWORD_PREDICTABLE],
    ['Winter2025?!', STAFF_PASSWORD_PREDICTABLE],
    ['P@ssword2026', STAFF_PASSWORD_PREDICTABLE],
    ['121212121212', STAFF_PASSWORD_REPEATS],
    ['abcdefghijklm', STAFF_PASSWORD_REPEATS],
  ])('refuses %s, saying why', (password, message) => {
    expect(checkStaffPassword(password)).toBe(message);
  });

  it('refuses fewer than 12 characters and the common-password list', () => {
    expect(checkStaffPassword('k9#Tq2!vLp4')).toBe('Staff passwords must be at least 12 characters.');
    expect(checkStaffPassword('password1234')).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it("refuses a password built on the person's own names", () => {
    expect(checkStaffPassword('margaretholm77', { username: 'mholm', displayName: 'Margaret Holm' })).toBe(STAFF_PASSWORD_PERSONAL);
  });

  it('accepts passphrases and random strings', () => {
    for (const password of ['velvet harbour lantern', 'quiet meadow lantern', 'kT9#mQ2vLp4z', 'velvet-harbour-1']) {
      expect(checkStaffPassword(password, { username: 'iris', email: 'iris@example.org' }), password).toBeNull();
    }
  });

  it('judges a very long password quickly', () => {
    const start = performance.now();
    expect(checkStaffPassword('ab1!'.repeat(256))).toBe(STAFF_PASSWORD_REPEATS);
    checkStaffPassword('x'.repeat(1024));
    expect(performance.now() - start).toBeLessThan(1000);
  });
});

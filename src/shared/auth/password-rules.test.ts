import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { commonPasswordsText } from './common-passwords';
import { checkPasswordRules, COMMON_PASSWORD_MESSAGE, PASSWORD_CONTAINS_EMAIL_MESSAGE } from './password-rules';

describe('the password rules both sides apply', () => {
  it.each(['password', 'Password', 'PASSWORD', 'iloveyou', 'qwertyuiop', '1qaz2wsx'])(
    'refuses the common password %s',
    (password) => {
      expect(checkPasswordRules(password, 'alice@example.com')).toBe(COMMON_PASSWORD_MESSAGE);
      expect(checkPasswordRules(password)).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each([
    ['alice-secret-1', 'alice@example.com'],
    ['ALICE-secret-1', 'alice@example.com'],
    ['my-alice-secret', 'Alice@Example.com'],
    ['x-alice@example.com-x', 'alice@example.com'],
  ])('refuses %s for %s: it contains the e-mail local part', (password, email) => {
    expect(checkPasswordRules(password, email)).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
  });

  it('ignores local parts shorter than 3 characters', () => {
    expect(checkPasswordRules('jo-velvet-harbour', 'jo@example.com')).toBeNull();
    expect(checkPasswordRules('joe-velvet-harbour', 'joe@example.com')).toBe(PASSWORD_CONTAINS_EMAIL_MESSAGE);
  });

  it('accepts a good passphrase, with or without an e-mail', () => {
    expect(checkPasswordRules('velvet harbour lantern', 'alice@example.com')).toBeNull();
    expect(checkPasswordRules('velvet harbour lantern')).toBeNull();
    expect(checkPasswordRules('alice-secret-1')).toBeNull();
  });

  it('ships about ten thousand common passwords, each long enough to pass the length rule', () => {
    const list = commonPasswordsText.split('\n');
    expect(list).toHaveLength(10_000);
    expect(list.every((entry) => entry.length >= PASSWORD_MIN_LENGTH && entry === entry.toLowerCase())).toBe(true);
  });
});

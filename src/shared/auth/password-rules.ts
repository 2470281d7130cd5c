import { commonPasswordsText } from './common-passwords';

// Beyond the minimum length, which passwordSchema checks. The web form loads this file with a
// dynamic import(): the list weighs about 45 KB gzipped and must stay out of the first page load.

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';
export const PASSWORD_CONTAINS_EMAIL_MESSAGE = 'Your password must not contain your e-mail address.';

// A local part as short as "jo" turns up in honest passwords by chance, and says little to a guesser.
const MIN_LOCAL_PART_LENGTH = 3;

let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(commonPasswordsText.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return (at === -1 ? email : email.slice(0, at)).trim().toLowerCase();
}

/**
 * Why a password may not be used, or null when it may. Admin accounts have no e-mail, so for them
 * only the common-password rule applies.
 */
export function checkPasswordRules(password: string, email?: string | null): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  const localPart = email ? emailLocalPart(email) : '';
  if (localPart.length >= MIN_LOCAL_PART_LENGTH && password.toLowerCase().includes(localPart)) {
    return PASSWORD_CONTAINS_EMAIL_MESSAGE;
  }
  return null;
}

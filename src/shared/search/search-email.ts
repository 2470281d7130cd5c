import { EMAIL_PATTERN } from '../email-pattern';

// The search's e-mail rule without zod, so the home page's form checks an address without loading
// zod in the first bundle. searchQuerySchema applies the same rule with the same words on the server.
export const SEARCH_EMAIL_REQUIRED = 'Please enter your email address';
export const SEARCH_EMAIL_INVALID = 'Please enter a valid email address';
export const SEARCH_EMAIL_MAX_LENGTH = 254;

/** The trimmed address, or the message that says what is wrong with it. */
export function checkSearchEmail(input: string): { ok: true; email: string } | { ok: false; message: string } {
  const email = input.trim();
  if (!email) return { ok: false, message: SEARCH_EMAIL_REQUIRED };
  if (email.length > SEARCH_EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return { ok: false, message: SEARCH_EMAIL_INVALID };
  return { ok: true, email };
}

import type { Locale } from '@shared/i18n/locales';
import { apiRequest, hasErrorCode } from '../api-client';

/**
 * Keeps the language a signed-in victim chose on their account, so their next e-mail is in it. A
 * session that has ended meanwhile leaves nothing to keep it on: the cookie remembers the choice,
 * and the next sign-in keeps it.
 */
export async function keepMyLocale(locale: Locale): Promise<void> {
  try {
    await apiRequest('/api/me/locale', { method: 'PUT', json: { locale } });
  } catch (error) {
    if (!hasErrorCode(error, 'SIGN_IN_REQUIRED')) throw error;
  }
}

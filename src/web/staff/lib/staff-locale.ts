import type { Locale } from '@shared/i18n/locales';
import { apiRequest, hasErrorCode } from '@/lib/api-client';

/**
 * Keeps the language a staff member chose in the header on their own record, so their next e-mail
 * is in it. A session that has ended meanwhile is the guard's to handle; the cookie and the next
 * sign-in keep the choice.
 */
export async function keepOwnStaffLocale(locale: Locale): Promise<void> {
  try {
    await apiRequest('/api/admin/staff/me/locale', { method: 'PUT', json: { locale } });
  } catch (error) {
    if (!hasErrorCode(error, 'STAFF_SIGN_IN_REQUIRED')) throw error;
  }
}

import { DEFAULT_OFFERED_LOCALES, isLocale, pickLocale, PSEUDO_LOCALE, type AnyLocale, type Locale } from '@shared/i18n/locales';

// The reader's language (D31): their own choice, remembered in this browser (and as a cookie the
// server reads, so what it writes for them, e-mails included, is in it too); else the first of the
// browser's languages the organisation offers; else the organisation's first.

const STORAGE_KEY = 'haven:locale';
export const LOCALE_COOKIE = 'haven_locale';

function storedChoice(): string | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage can be blocked (private modes); the cookie still tells.
  }
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${LOCALE_COOKIE}=`));
  return cookie ? decodeURIComponent(cookie.slice(LOCALE_COOKIE.length + 1)) : null;
}

export function readerLocale(offered: readonly Locale[] = DEFAULT_OFFERED_LOCALES): AnyLocale {
  const chosen = storedChoice();
  // The pseudo-locale is for tests: reached only by choosing it on purpose.
  if (chosen === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  // The server chose already, knowing the cookie, the browser's languages and the organisation's
  // offer (kernel/plugins/web-app.ts); without it (the development server) the browser decides.
  const negotiated = typeof document === 'undefined' ? null : document.documentElement.dataset.readerLocale;
  if (isLocale(negotiated)) return negotiated;
  if (isLocale(chosen) && offered.includes(chosen)) return chosen;
  return pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages, offered);
}

export function rememberLocale(locale: AnyLocale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Only the cookie, then.
  }
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

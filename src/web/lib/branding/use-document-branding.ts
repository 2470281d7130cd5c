import { useEffect } from 'react';
import { useBranding } from './get-settings';

export const TITLE_SUFFIX = ' - Fraud Recovery Platform';

/**
 * A page's tab title: the page, then the platform name and a suffix (the spec's ' - Fraud Recovery
 * Platform', or a page's own, as the search page's recovery-opportunities one). One function, so a
 * page's social titles can be the very same text.
 */
export function documentTitle(platformName: string, pageTitle?: string, suffix: string = TITLE_SUFFIX): string {
  const base = `${platformName}${suffix}`;
  return pageTitle ? `${pageTitle} | ${base}` : base;
}

/** Keeps the tab title and favicon in step with the settings. */
export function useDocumentBranding(pageTitle?: string, suffix: string = TITLE_SUFFIX): void {
  const { platformName, faviconUrl } = useBranding();
  useEffect(() => {
    document.title = documentTitle(platformName, pageTitle, suffix);
  }, [platformName, pageTitle, suffix]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (!link) return;
    link.href = faviconUrl || '/favicon.svg';
    link.type = faviconUrl ? '' : 'image/svg+xml';
  }, [faviconUrl]);
}

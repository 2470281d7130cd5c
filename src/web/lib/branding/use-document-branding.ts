import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBranding } from './get-settings';

/**
 * A page's tab title: the page, then the site's title (the platform name and the spec's ' - Fraud
 * Recovery Platform', or a page's own, as the search page's recovery-opportunities one). One
 * function, so a page's social titles can be the very same text.
 */
export function documentTitle(siteTitle: string, pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${siteTitle}` : siteTitle;
}

/** Keeps the tab title and favicon in step with the settings. `siteTitle`: a page's own ending. */
export function useDocumentBranding(pageTitle?: string, siteTitle?: string): void {
  const { platformName, faviconUrl } = useBranding();
  const { t } = useLingui();
  const ending = siteTitle ?? t`${platformName} - Fraud Recovery Platform`;
  useEffect(() => {
    document.title = documentTitle(ending, pageTitle);
  }, [ending, pageTitle]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (!link) return;
    link.href = faviconUrl || '/favicon.svg';
    link.type = faviconUrl ? '' : 'image/svg+xml';
  }, [faviconUrl]);
}

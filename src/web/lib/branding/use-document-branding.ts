import { useEffect } from 'react';
import { useBranding } from './get-settings';

export const TITLE_SUFFIX = ' - Fraud Recovery Platform';

/** Keeps the tab title and favicon in step with the settings. */
export function useDocumentBranding(pageTitle?: string): void {
  const { platformName, faviconUrl } = useBranding();
  useEffect(() => {
    const base = `${platformName}${TITLE_SUFFIX}`;
    document.title = pageTitle ? `${pageTitle} | ${base}` : base;
  }, [platformName, pageTitle]);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link#favicon');
    if (!link) return;
    link.href = faviconUrl || '/favicon.svg';
    link.type = faviconUrl ? '' : 'image/svg+xml';
  }, [faviconUrl]);
}

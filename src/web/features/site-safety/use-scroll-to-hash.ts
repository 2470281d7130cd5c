import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Goes to the element named by the URL's #hash once the page's content is in place. The browser
 * cannot do it on its own here: the page is loaded lazily, after the browser looked for the target.
 * `ready` waits for content above the target that would otherwise push it down after the scroll.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Focus follows, so Tab and screen readers continue from the article, not the top of the page.
    if (target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  }, [hash, ready]);
}

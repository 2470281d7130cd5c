import { useEffect, useState, type RefObject } from 'react';

/** How far below the screen a part starts loading: a fast scroll or a Tab does not outrun it. */
const AHEAD = '600px';
/** When the browser has been busy this long, the part loads anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * Whether a part of a page that is not needed for its first screen should load now: once the page is
 * idle after its first paint, or as soon as the part comes near the screen, whichever is first. Its
 * code then stays out of the page's first load, and a reader who scrolls or tabs to it finds it there.
 */
export function useWantedSoon(placeholder: RefObject<Element | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const element = placeholder.current;
    const watcher =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), { rootMargin: AHEAD })
        : null;
    if (element) watcher?.observe(element);
    // Called as plain functions: the browser refuses them called as methods of another object.
    let cancelIdle: () => void;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(want, { timeout: IDLE_WAIT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(want, 0);
      cancelIdle = () => clearTimeout(id);
    }
    return () => {
      watcher?.disconnect();
      cancelIdle();
    };
  }, [placeholder, wanted]);
  return wanted;
}

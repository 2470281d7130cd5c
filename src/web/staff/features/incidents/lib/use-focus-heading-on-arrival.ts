import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Navigation state a screen sets when it sends the person here after their own action. */
export const ARRIVED_BY_ACTION = { focusHeading: true } as const;

/**
 * After a dialog sends the person to another page (a new case opened, a report discarded), the
 * button that opened it is gone: focus goes to the new page's heading, once it is on screen.
 */
export function useFocusHeadingOnArrival(ready: boolean) {
  const location = useLocation();
  const done = useRef(false);
  const wanted = (location.state as { focusHeading?: boolean } | null)?.focusHeading === true;
  useEffect(() => {
    if (!wanted || !ready || done.current) return;
    done.current = true;
    document.querySelector<HTMLElement>('h1')?.focus();
  }, [wanted, ready]);
}

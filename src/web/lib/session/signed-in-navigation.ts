import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Router state for the page a sign-in leads to: that page moves focus to its heading. */
export const signedInNavigationState = { justSignedIn: true } as const;

function isJustSignedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { justSignedIn?: unknown }).justSignedIn === true;
}

/**
 * After a sign-in the new page would leave focus at the top of the document (the form that had it
 * is gone); a keyboard or screen-reader user continues from the page's heading instead. Opening
 * the page any other way keeps the browser's usual start, so the skip link still comes first.
 */
export function useFocusAfterSignIn(heading: RefObject<HTMLElement | null>): void {
  const { state } = useLocation();
  const justSignedIn = isJustSignedIn(state);
  useEffect(() => {
    if (justSignedIn) heading.current?.focus();
  }, [justSignedIn, heading]);
}

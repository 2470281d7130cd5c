/**
 * Quick exit, as victim-support sites have it: someone who is being watched can leave this site at
 * once for a neutral one. A search engine's front page says nothing about why the tab was open.
 */
export const QUICK_EXIT_URL = 'https://www.google.com/';

/** Two presses of Escape at most this far apart leave the site. */
export const QUICK_EXIT_ESCAPE_WINDOW_MS = 1000;

/**
 * `replace`, not `assign`: the page being read leaves the back history, so Back on the neutral site
 * does not bring it back. (No browser lets a page remove the entries before it.)
 */
export function quickExit(): void {
  // Hidden at once: the neutral site may take a moment to load on a slow phone.
  document.documentElement.style.visibility = 'hidden';
  window.location.replace(QUICK_EXIT_URL);
}

/** Counts Escape presses; `press` answers true for the second one inside the window. */
export function createEscapePresses(now: () => number = Date.now) {
  let last: number | null = null;
  return {
    press(): boolean {
      const at = now();
      const second = last !== null && at - last <= QUICK_EXIT_ESCAPE_WINDOW_MS;
      last = second ? null : at;
      return second;
    },
    reset(): void {
      last = null;
    },
  };
}

// What Escape closes first: dialogs (the phone menu is one), open menus and lists, and notifications
// (Radix closes a toast on Escape without marking the key as used). Escape goes to them, not to the exit.
const ESCAPE_CLOSES = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
  '[data-swipe-direction][data-state="open"]',
].join(', ');

export function somethingEscapeCloses(root: ParentNode = document): boolean {
  return root.querySelector(ESCAPE_CLOSES) !== null;
}

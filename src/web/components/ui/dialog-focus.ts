// Where focus was before a dialog, for the dialogs that have no Radix Trigger to go back to: one
// opened from a row menu, from code, or by a button that the dialog's own success removed (a
// "Request Payout" that is gone once requested). Radix then leaves focus on the page's body, and a
// keyboard or screen-reader user starts again from the top of the page.

const HISTORY_LENGTH = 20;
const IN_DIALOG = '[role="dialog"], [role="alertdialog"]';
let recent: WeakRef<HTMLElement>[] = [];
let listening = false;

function remember(event: FocusEvent) {
  if (!(event.target instanceof HTMLElement) || event.target === document.body) return;
  recent = [new WeakRef(event.target), ...recent.filter((ref) => ref.deref() !== event.target)].slice(0, HISTORY_LENGTH);
}

/** Starts keeping the recent focus history (once per page). */
export function rememberFocus(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('focusin', remember, true);
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.closest(IN_DIALOG) && !element.matches(':disabled') && !element.closest('[inert], [aria-hidden="true"]');
}

/** The page's own heading, or its main region, made focusable for this once. */
function pageLandmark(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main, h1');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * After a dialog closed: if nothing took focus (Radix focuses its Trigger first, when there is one),
 * the most recent element outside any dialog that is still on the page, else the page's heading.
 */
export function returnFocusAfterDialog(): void {
  // Radix's own return to the Trigger runs right after the caller's handler: look once it has.
  setTimeout(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
    const earlier = recent.map((ref) => ref.deref()).find((element): element is HTMLElement => element !== undefined && canTakeFocus(element));
    (earlier ?? pageLandmark())?.focus();
  }, 0);
}

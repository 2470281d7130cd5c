import { useEffect, type RefObject } from 'react';

/**
 * The CSS property an open dialog reads to stay clear of the toasts: the height of the toast list
 * at the bottom of the screen while a toast is open beside a dialog it would otherwise cover.
 */
export const TOAST_ROOM_PROPERTY = '--toast-room';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The room to keep: the toast list's height when an open dialog shares its columns, else none. */
function roomNeeded(viewport: HTMLElement): number {
  const toasts = viewport.getBoundingClientRect();
  if (toasts.height === 0) return 0;
  const sharesColumns = Array.from(document.querySelectorAll<HTMLElement>(OPEN_DIALOG)).some((dialog) => {
    const box = dialog.getBoundingClientRect();
    return box.left < toasts.right && box.right > toasts.left;
  });
  return sharesColumns ? Math.ceil(toasts.height) : 0;
}

/**
 * While a toast is open, keeps `--toast-room` on the document up to date, so a dialog moves up and
 * shrinks above the toast instead of having its buttons covered for the toast's 5 s (the dialog's
 * height never depends on the toast's, so this cannot loop). Nothing is kept once the toasts close.
 */
export function useToastRoom(viewport: RefObject<HTMLElement | null>, toastOpen: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    const list = viewport.current;
    if (!toastOpen || !list) {
      root.style.removeProperty(TOAST_ROOM_PROPERTY);
      return;
    }
    const update = () => {
      const room = roomNeeded(list);
      if (room > 0) root.style.setProperty(TOAST_ROOM_PROPERTY, `${room}px`);
      else root.style.removeProperty(TOAST_ROOM_PROPERTY);
    };
    update();
    // A dialog opening or closing while the toast is up, the toast growing, the window turning.
    const dialogs = new MutationObserver(update);
    dialogs.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state'] });
    const size = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    size?.observe(list);
    window.addEventListener('resize', update);
    return () => {
      dialogs.disconnect();
      size?.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(TOAST_ROOM_PROPERTY);
    };
  }, [viewport, toastOpen]);
}

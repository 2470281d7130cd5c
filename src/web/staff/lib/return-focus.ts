/**
 * After a dialog a row opened closes, focus goes back to that row (`selector`), or to the page's
 * heading when the row is gone (deleted, or filtered out by the change), never to the document body.
 */
export function returnFocus(selector: string): void {
  requestAnimationFrame(() => (document.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>('main h1, h1'))?.focus());
}

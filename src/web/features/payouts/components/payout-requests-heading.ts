/**
 * The heading above a page's payout requests. A sent request moves focus there (the dialog's
 * trigger goes away), so each page that lists payouts gives its heading these props, once.
 */
export const PAYOUT_REQUESTS_HEADING_ID = 'payout-requests-heading';

/** Focusable from script only. */
export const payoutRequestsHeadingProps = { id: PAYOUT_REQUESTS_HEADING_ID, tabIndex: -1 } as const;

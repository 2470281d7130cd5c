/**
 * Sent (value '1') by the staff screens' own timed refreshes (the alerts bell, system health, the
 * mail outbox): such a request is not the person using Haven, so it does not keep their session
 * from its idle limit. Anything else a staff member's browser asks counts as use.
 */
export const BACKGROUND_REQUEST_HEADER = 'x-haven-background';
export const backgroundRequestHeaders = { [BACKGROUND_REQUEST_HEADER]: '1' } as const;

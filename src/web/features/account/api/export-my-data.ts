/**
 * The export is a file download the browser handles itself (the session cookie goes with it), so
 * it is a plain link rather than a fetch: nothing to hold in memory, and the save dialog is native.
 */
export const EXPORT_MY_DATA_URL = '/api/me/export';

// One list of error codes. Each names what went wrong in the product's own words, not an HTTP
// status: the server maps each code to a status in this one place, every error body carries one,
// and screens branch on the code, never on a status number or a message.
export const errorStatus = {
  // Any request
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  REQUEST_TOO_LARGE: 413,
  UNSUPPORTED_CONTENT_TYPE: 415,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  // The client went away before the change committed, so nothing was kept (nginx's 499: nobody is
  // left to read it; it is for the logs).
  CLIENT_GONE: 499,

  // Who is asking
  SIGN_IN_REQUIRED: 401,
  STAFF_SIGN_IN_REQUIRED: 401,
  FORBIDDEN: 403,
  STAFF_ROLE_REQUIRED: 403,
  LOGIN_FAILED: 401,
  WRONG_PASSWORD: 401,
  WEAK_PASSWORD: 400,

  // Staff second factor and fresh confirmation (issue 22)
  SECOND_FACTOR_REQUIRED: 401,
  SECOND_FACTOR_ENROLMENT_REQUIRED: 403,
  SECOND_FACTOR_INVALID: 401,
  SECOND_FACTOR_NOT_SET_UP: 409,
  SECOND_FACTOR_ALREADY_SET_UP: 409,
  LAST_SECOND_FACTOR: 409,
  PASSKEY_NOT_FOUND: 404,
  PASSKEY_REFUSED: 400,
  FRESH_CONFIRMATION_REQUIRED: 403,

  // E-mailed links
  LINK_INVALID: 400,
  SEARCH_LINK_INVALID: 404,
  MAIL_NOT_SENT: 503,

  // Search (D2: private disclosure sends results by e-mail)
  SEARCH_RESULTS_BY_EMAIL: 403,

  // Files (D9)
  FILE_TOO_LARGE: 413,
  TOO_MANY_FILES: 413,
  FILE_TYPE_REFUSED: 415,
  FILE_UNAVAILABLE: 404,
  DOCUMENT_NOT_FOUND: 404,

  // Cases and money (D5, D8)
  INCIDENT_NOT_FOUND: 404,
  PAYOUT_NOT_ALLOWED: 400,
  PAYOUT_ALREADY_REQUESTED: 409,
  PAYOUT_NOT_FOUND: 404,
  PAYOUT_STATUS_NOT_ALLOWED: 409,
  PAYOUT_ABOVE_AVAILABLE: 409,
  MONEY_TRAIL_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  REVEAL_NOT_ALLOWED: 403,
  PAYOUT_DETAILS_UNREADABLE: 409,
  // Issue 28: a payout is in its case's currency; a case's currency stays once payouts were asked in it.
  PAYOUT_CURRENCY_MISMATCH: 409,
  CASE_CURRENCY_FIXED: 409,

  // No one staff member moves a victim's money or identity (issue 22, D17)
  CASE_STAFF_NOT_ALLOWED: 403,
  CASE_STAFF_NOT_FOUND: 404,
  PAYOUT_SAME_STAFF: 403,
  PAYOUT_ACCOUNT_REFUSED: 409,

  // Staff side: records, accounts and concurrent edits
  USER_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  LAST_ADMIN: 409,
  CONFIRMATION_MISMATCH: 400,
  VERSION_REQUIRED: 428,
  STALE_VERSION: 412,
  REPORT_ALREADY_CONFIRMED: 409,

  // Settings and reports (issue 14)
  SETTING_NOT_FOUND: 404,
  SETTING_PROTECTED: 409,
  REPORT_NOT_FOUND: 404,

  // Background work: bulk notifications, templates, alerts (issue 15)
  BULK_OPERATION_NOT_FOUND: 404,
  BULK_OPERATION_FINISHED: 409,
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_NAME_TAKEN: 409,
  MENTION_UNKNOWN: 400,
  SAVED_REPLY_TITLE_TAKEN: 409,
  SAVED_REPLY_NOT_FOUND: 404,
  TAG_NAME_TAKEN: 409,
  TAG_NOT_FOUND: 404,
  TAG_UNKNOWN: 400,
  VIEW_NAME_TAKEN: 409,
  VIEW_NOT_FOUND: 404,
  MERGE_REFUSED: 409,
  MERGE_NOT_FOUND: 404,
  // A case's tasks, due days and usual steps (issue 26)
  TASK_NOT_FOUND: 404,
  TASK_OWNER_UNAVAILABLE: 400,
  TASK_LIMIT_REACHED: 409,
  CASE_TEMPLATE_NOT_FOUND: 404,
  CASE_FRAUD_TYPE_MISSING: 400,
  ALERT_NOT_FOUND: 404,
  // Sharing scammer identifiers (issue 27): an unconfirmed report or a merged duplicate is not shared
  THREAT_INTEL_NOT_SHAREABLE: 409,
  UNSUBSCRIBE_LINK_INVALID: 404,

  // Integrations (issue 27): API keys and webhooks
  API_KEY_REQUIRED: 401,
  API_KEY_INVALID: 401,
  API_KEY_SCOPE_MISSING: 403,
  API_KEY_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_URL_REFUSED: 400,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_SEND_REFUSED: 409,

  // Importing a caseload (issue 27): a file that cannot be read as the kind chosen, and an import
  // whose file or records changed since the admin's preview
  IMPORT_FILE_REFUSED: 400,
  IMPORT_PREVIEW_STALE: 409,

  // Website checker (D3)
  ADDRESS_NOT_CHECKABLE: 400,
  // A platform's public page (D28): unknown, or reported by fewer than two people, alike
  PLATFORM_PAGE_NOT_FOUND: 404,
  // "Notify me" (issue 27): a victim's watch that is not theirs, or stopped already
  WATCH_NOT_FOUND: 404,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}

/**
 * Every error body the API returns. A server-side failure (5xx) also carries the request's id, which
 * is on every log line of that request, so a person's "something went wrong" can be found.
 */
export type ErrorBody = { code: ErrorCode; message: string; requestId?: string };

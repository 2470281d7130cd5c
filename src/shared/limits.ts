// Limits both sides enforce: the browser to tell the user early, the server because it decides.
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_EVIDENCE_FILES = 10;
export const MAX_CASE_DOCUMENTS_PER_UPLOAD = 10;

/** Evidence and case documents: checked by content on the server (DECISIONS D9). */
export const allowedUploadMimeTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export const uploadAcceptAttribute = 'image/*,.pdf,.doc,.docx,application/pdf';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
// A report waits for its confirmation longer than a sign-up link: people read mail days later.
export const REPORT_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const VICTIM_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A staff session's absolute end (issue 12: 24 h), and its end after no use (issue 22: 30 minutes idle; a setting). */
export const ADMIN_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
/** Staff hold the keys to every victim's data: their passwords are longer, and judged for guessability on the server. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const DEFAULT_CONTINGENCY_FEE_PERCENT = 15;

// Amounts are exact decimal strings, like the numeric columns that hold them: never floats.
/** The largest loss numeric(10,2) holds (fraud_incidents and recovery_applications). */
export const MAX_LOSS_AMOUNT = '99999999.99';
/** The largest amount numeric(15,2) holds (money trails, payouts, a case's financial record). */
export const MAX_LEDGER_AMOUNT = '9999999999999.99';

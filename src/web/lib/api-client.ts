import { t } from '@lingui/core/macro';
import { isErrorCode, type ErrorBody, type ErrorCode } from '@shared/errors/codes';
import { sayShared } from '@/lib/i18n/shared-texts';
import { readStaffToken } from './staff-token';

/**
 * A failed call. `code` says what went wrong (screens branch on it, never on the status); `message`
 * follows the spec's convention ("status: body text"); `serverMessage` is the `{ message }` the API
 * sent, for screens that show it to the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly requestId: string | undefined;

  constructor(status: number, bodyText: string, statusText: string, retryAfter: string | null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = isErrorCode(body.code) ? body.code : undefined;
    const reference = typeof body.requestId === 'string' && /^[a-z0-9-]{1,64}$/i.test(body.requestId) ? body.requestId : undefined;
    this.requestId = reference;
    // A server-side failure names its request, so support can find it in the logs.
    const serverText = typeof body.message === 'string' ? body.message : undefined;
    this.serverMessage = serverText !== undefined && reference ? t`${serverText} (Reference: ${reference})` : serverText;
    const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
  }
}

// A proxy or a crashed server may answer with HTML or nothing; then there is no code to read.
function parseErrorBody(bodyText: string): { [K in keyof ErrorBody]?: unknown } {
  try {
    const body = JSON.parse(bodyText) as unknown;
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/** Whether the call failed with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/**
 * The server's own words when it sent some (in the reader's language when they are among the texts
 * both sides share), else the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? sayShared(error.serverMessage) : fallback;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Extra request headers (e.g. If-Match on a staff edit); they cannot replace the token or content type. */
  headers?: Record<string, string>;
};

const ADMIN_PREFIX = '/api/admin';

/** The staff token goes to the staff API and nowhere else: not to a path that merely contains it. */
export function isStaffApiPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/**
 * The most sensitive staff calls answer FRESH_CONFIRMATION_REQUIRED when the staff member has not
 * proved who they are for a few minutes (issue 22). The staff screens register one handler (a
 * dialog asking for the password or a code); the call is then made once more if they confirmed.
 * The transport still decides nothing itself: with no handler, the error goes to the screen.
 */
type FreshConfirmationHandler = () => Promise<boolean>;
let freshConfirmationHandler: FreshConfirmationHandler | null = null;

export function handleFreshConfirmation(handler: FreshConfirmationHandler): () => void {
  freshConfirmationHandler = handler;
  return () => {
    if (freshConfirmationHandler === handler) freshConfirmationHandler = null;
  };
}

/** Runs a staff call; asked for a fresh confirmation, asks the person and, if they gave it, runs it once more. */
export async function withFreshConfirmation<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!hasErrorCode(error, 'FRESH_CONFIRMATION_REQUIRED') || !freshConfirmationHandler) throw error;
    if (!(await freshConfirmationHandler())) throw error;
    return call();
  }
}

// The transport only raises errors; screens decide what to show (no toasts or redirects here).
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return isStaffApiPath(path) ? withFreshConfirmation(() => sendRequest<T>(path, options)) : sendRequest<T>(path, options);
}

async function sendRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (isStaffApiPath(path)) {
    const token = readStaffToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text, response.statusText, response.headers.get('retry-after'));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

import type { ErrorBody } from '@shared/errors/codes';
import { readAdminToken } from './admin-token';

/**
 * A failed call. `message` follows the spec's convention ("status: body text"); `serverMessage`
 * is the `{ message }` the API sent, for screens that show it to the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, bodyText: string, statusText: string, retryAfter: string | null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = parseServerMessage(bodyText);
    const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
  }
}

function parseServerMessage(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as Partial<ErrorBody>;
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own words when it sent some, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
};

const ADMIN_PREFIX = '/api/admin';

// The transport only raises errors; screens decide what to show (no toasts or redirects here).
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (path.includes(ADMIN_PREFIX)) {
    const token = readAdminToken();
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

import type { FastifyServerOptions } from 'fastify';

/**
 * What the logs may hold. Log files travel further than the database (support tickets, log
 * services, backups) and are kept with less care, so they carry no secrets and no victim's data:
 * no e-mailed link tokens, no searched addresses, no values of a failed SQL query.
 */

const redacted = '[redacted]';

// Our route segments are lowercase words with hyphens, or short numeric ids. Anything long
// and random-looking is a token (256-bit base64url in e-mailed links) or an id nobody needs to read.
const tokenLike = /^[A-Za-z0-9_-]{16,}={0,2}$/;
const plainWords = /^[a-z]+(?:-[a-z]+)*$/;
// A built file: words, a short content hash and an extension (recovery-details-CkL3x9aQ.js).
const fileExtension = /^[a-z0-9]{1,5}$/;
const hashedFileName = /^[a-z]+(?:[-_][a-z]+)*-[A-Za-z0-9_-]{6,12}$/;

/** Signed tokens join their parts with dots (an unsubscribe link's `42.<signature>`), so each part is judged. */
function looksLikeToken(text: string): boolean {
  const parts = text.split('.');
  const isFile = parts.length > 1 && fileExtension.test(parts.at(-1)!);
  if (isFile) parts.pop();
  return parts.some((part) => tokenLike.test(part) && !plainWords.test(part) && !(isFile && hashedFileName.test(part)));
}

function redactSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: judge the raw text
  }
  if (decoded.includes('@')) return redacted;
  if (looksLikeToken(decoded)) return redacted;
  return segment;
}

/** The path of a request URL, never its query string, with token-like and e-mail segments redacted. */
export function redactUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').map(redactSegment).join('/');
}

type LoggedRequest = { method?: string; url?: string };
type LoggedReply = { statusCode?: number };

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  constraint?: string;
  cause?: LoggedError;
};

// Drizzle puts every parameter of a failed query into its message ("Failed query: ...\nparams: ...").
function withoutQueryParameters(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '');
}

const maxCauses = 5;

/**
 * An error as the logs keep it: its type, message, code and stack, and the same for its causes.
 * Everything else is left out on purpose: drizzle's `params`, postgres.js's `parameters`, and the
 * server's `detail` ("Failing row contains (...)") all carry the data of the failed query.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Record<string, unknown>;
  const rawMessage = typeof fields.message === 'string' ? fields.message : '';
  const message = withoutQueryParameters(rawMessage);
  const name = typeof fields.name === 'string' && fields.name !== 'Error' ? fields.name : undefined;
  const type = name ?? error.constructor?.name ?? 'Error';
  let stack = typeof fields.stack === 'string' ? fields.stack : '';
  if (message !== rawMessage) {
    // The stack starts with the message; when it does not, it cannot be cleaned with certainty.
    stack = stack.includes(rawMessage) ? stack.replace(rawMessage, message) : '';
  }
  const logged: LoggedError = { type, message, stack };
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  const constraint = fields.constraint ?? fields.constraint_name;
  if (typeof constraint === 'string') logged.constraint = constraint;
  if (fields.cause !== undefined && depth < maxCauses) logged.cause = serializeError(fields.cause, depth + 1);
  return logged;
}

export const logSerializers = {
  req: (request: LoggedRequest) => ({ method: request.method, path: redactUrl(request.url ?? '') }),
  res: (reply: LoggedReply) => ({ statusCode: reply.statusCode }),
  err: (error: unknown) => serializeError(error),
};

/** Fastify's logger options with our serializers in place of its defaults, whatever the caller passed. */
export function withLogSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}

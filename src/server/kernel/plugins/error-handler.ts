import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorStatus, type ErrorBody, type ErrorCode } from '@shared/errors/codes';
import { isConnectionError } from '../db/availability';
import { AppError } from '../errors';
import { databaseUnavailable } from './database-availability';

/** Fastify's and its plugins' own client errors, in our words and under our codes. */
const fastifyErrors: Record<string, { code: ErrorCode; message?: string }> = {
  FST_REQ_FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'A file is larger than 10 MB. Please choose a smaller file.' },
  FST_FILES_LIMIT: { code: 'TOO_MANY_FILES', message: 'Too many files. Please attach at most 10 files.' },
  FST_PARTS_LIMIT: { code: 'REQUEST_TOO_LARGE', message: 'Too many form fields.' },
  FST_FIELDS_LIMIT: { code: 'REQUEST_TOO_LARGE' },
  FST_PROTO_VIOLATION: { code: 'VALIDATION_FAILED' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'UNSUPPORTED_CONTENT_TYPE', message: 'Please send the form as multipart/form-data.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_CONTENT_TYPE', message: 'This content type is not accepted here.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'REQUEST_TOO_LARGE', message: 'The request is too large.' },
};

/** Any other client error gets the code of its status, or VALIDATION_FAILED: the request was wrong. */
const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  401: 'SIGN_IN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'REQUEST_TOO_LARGE',
  415: 'UNSUPPORTED_CONTENT_TYPE',
  429: 'RATE_LIMITED',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The body and status of a client error that is not ours (Fastify's, a plugin's). */
export function describeClientError(error: FastifyError, status: number): ErrorBody {
  const known = error.code ? fastifyErrors[error.code] : undefined;
  if (known) return { code: known.code, message: known.message ?? error.message };
  return { code: codeOfStatus[status] ?? 'VALIDATION_FAILED', message: error.message };
}

/**
 * One place turns every failure into `{ code, message }`, with the status of its code
 * (src/shared/errors/codes.ts). Client errors say what to fix; server errors are logged in full
 * and hidden from the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error }, error.message);
        return reply.status(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message, requestId: request.id });
      }
      return reply.status(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const raw = first?.message ?? 'Invalid request';
      // Our schemas carry the spec's messages; zod's generic ones get the field name in front.
      const message = raw.startsWith('Invalid input') && field ? `${field}: ${raw}` : raw;
      return reply.status(errorStatus.VALIDATION_FAILED).send({ code: 'VALIDATION_FAILED', message });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body = describeClientError(error, status);
      return reply.status(errorStatus[body.code]).send(body);
    }

    // The database went away under this request: say so, and let every next request know at once.
    if (isConnectionError(error)) {
      app.database.availability.reportFailure(error);
      request.log.warn({ err: error }, 'database unreachable');
      const unavailable = databaseUnavailable(error);
      return reply
        .status(unavailable.statusCode)
        .headers(unavailable.headers)
        .send({ code: unavailable.code, message: unavailable.message, requestId: request.id });
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(errorStatus.INTERNAL).send({ code: 'INTERNAL', message: INTERNAL_MESSAGE, requestId: request.id });
  });
}

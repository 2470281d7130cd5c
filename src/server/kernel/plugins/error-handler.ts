import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@shared/errors/codes';
import { requestLocale, type Locale } from '@shared/i18n/locales';
import { isConnectionError } from '../db/availability';
import { AppError, schemaRefusal } from '../errors';
import { foreignText, sayError } from '../texts/error-texts';
import { SERVER_TEXT_LOCALES } from '../texts/texts';
import { databaseUnavailable } from './database-availability';

/** Fastify's and its plugins' own client errors, in our words and under our codes. */
const fastifyErrors: Record<string, (error: FastifyError) => AppError> = {
  FST_REQ_FILE_TOO_LARGE: () => new AppError('FILE_TOO_LARGE', 'A file is larger than 10 MB. Please choose a smaller file.'),
  FST_FILES_LIMIT: () => new AppError('TOO_MANY_FILES', 'Too many files. Please attach at most 10 files.'),
  FST_PARTS_LIMIT: () => new AppError('REQUEST_TOO_LARGE', 'Too many form fields.'),
  FST_FIELDS_LIMIT: (error) => new AppError('REQUEST_TOO_LARGE', foreignText(error.message)),
  FST_PROTO_VIOLATION: (error) => new AppError('VALIDATION_FAILED', foreignText(error.message)),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_CONTENT_TYPE', 'This content type is not accepted here.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: (error) => new AppError('VALIDATION_FAILED', foreignText(error.message)),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('VALIDATION_FAILED', 'The request body is empty.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('VALIDATION_FAILED', 'The request body is not valid JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('REQUEST_TOO_LARGE', 'The request is too large.'),
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

/** A client error that is not ours (Fastify's, a plugin's), under our code and, where we know it, in our words. */
export function describeClientError(error: FastifyError, status: number): AppError {
  const known = error.code ? fastifyErrors[error.code] : undefined;
  return known ? known(error) : new AppError(codeOfStatus[status] ?? 'VALIDATION_FAILED', foreignText(error.message));
}

export type ErrorHandlerOptions = {
  /** The languages the organisation offers (setting), to answer each asker in theirs (D31). */
  offeredLocales?: () => Promise<readonly Locale[]>;
};

/**
 * One place turns every failure into `{ code, message }`, with the status of its code
 * (src/shared/errors/codes.ts) and the message in the asker's language (issue 28; the code never
 * changes with it). Client errors say what to fix; server errors are logged in full and hidden
 * from the caller.
 */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions = {}): void {
  // The asker's language as the web shows it; while the database is away, among the server's own.
  const localeOf = async (request: FastifyRequest, databaseDown: boolean): Promise<Locale> => {
    let offered: readonly Locale[] = SERVER_TEXT_LOCALES;
    // While the database is known to be away the settings are not waited for: a refusal (an unknown
    // address, a bad body) would otherwise hang on them until the connection gave up.
    if (options.offeredLocales && !databaseDown && !app.database.availability.isDown()) offered = await options.offeredLocales().catch(() => SERVER_TEXT_LOCALES);
    const acceptLanguage = request.headers['accept-language'];
    return requestLocale({ cookie: request.cookies?.haven_locale, acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined }, offered);
  };

  const send = async (request: FastifyRequest, reply: FastifyReply, error: AppError, databaseDown = false) => {
    let message = error.message;
    try {
      message = sayError(await localeOf(request, databaseDown), error.text, error.values);
    } catch (failure) {
      request.log.warn({ err: failure }, 'an error message could not be said in the asker\'s language');
    }
    const body = error.statusCode >= 500 ? { code: error.code, message, requestId: request.id } : { code: error.code, message };
    return reply.status(error.statusCode).headers(error.headers).send(body);
  };

  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(request, reply, error, error.code === 'SERVICE_UNAVAILABLE');
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(request, reply, schemaRefusal(first && { message: first.message, path: first.instancePath.split('/').filter(Boolean) }));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(request, reply, describeClientError(error, status));

    // The database went away under this request: say so, and let every next request know at once.
    if (isConnectionError(error)) {
      app.database.availability.reportFailure(error);
      request.log.warn({ err: error }, 'database unreachable');
      return send(request, reply, databaseUnavailable(error), true);
    }

    request.log.error({ err: error }, 'request failed');
    return send(request, reply, new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
}

import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const fastifyErrorMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than 10 MB. Please choose a smaller file.',
  FST_FILES_LIMIT: 'Too many files. Please attach at most 10 files.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Please send the form as multipart/form-data.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
};

/**
 * One place turns every failure into `{ message }` with the right status. Client errors say what
 * to fix; server errors are logged in full and hidden from the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message, code: error.code });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const raw = first?.message ?? 'Invalid request';
      // Our schemas carry the spec's messages; zod's generic ones get the field name in front.
      const message = raw.startsWith('Invalid input') && field ? `${field}: ${raw}` : raw;
      return reply.status(400).send({ message, code: 'BAD_REQUEST' });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message, code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      const message = (error.code && fastifyErrorMessages[error.code]) ?? error.message;
      return reply.status(status).send({ message });
    }

    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}

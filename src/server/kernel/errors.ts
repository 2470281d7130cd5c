import { errorStatus, type ErrorCode } from '@shared/errors/codes';

/** The one error type operations throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

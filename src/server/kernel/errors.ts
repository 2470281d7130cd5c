import { errorStatus, type ErrorCode } from '@shared/errors/codes';
import { foreignText, sayInEnglish, Sentence, type ErrorValues } from './texts/error-texts';

/**
 * The one error type operations throw; the error handler maps `code` to an HTTP status and says
 * `text` in the asker's language (texts/error-texts.ts). `message` is the sentence in English.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** The sentence as the code writes it: its id in the errors catalogue, with `{placeholders}`. */
  readonly text: string;
  readonly values: ErrorValues;

  constructor(
    code: ErrorCode,
    message: string | Sentence,
    options: { values?: ErrorValues; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    const text = message instanceof Sentence ? message.text : message;
    const values = message instanceof Sentence ? message.values : (options.values ?? {});
    super(sayInEnglish(text, values), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
    this.text = text;
    this.values = values;
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

/**
 * A refusal by a src/shared schema (zod): its first message, said as the schema words it (the web
 * translates those through `_shared`). Zod's generic messages get the field's name in front.
 */
export function schemaRefusal(issue: { message?: string; path?: readonly PropertyKey[] } | undefined): AppError {
  if (!issue?.message) return new AppError('VALIDATION_FAILED', 'Invalid request');
  const field = issue.path?.map(String).join('.');
  return new AppError('VALIDATION_FAILED', foreignText(issue.message.startsWith('Invalid input') && field ? `${field}: ${issue.message}` : issue.message));
}

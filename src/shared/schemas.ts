import { z } from 'zod';
import { parseCaseReference } from './format/case-reference';
import { EMAIL_PATTERN } from './email-pattern';
import { errorCodes } from './errors/codes';
import { normaliseIdentifier } from './identifier';

export { EMAIL_PATTERN };

export const emailSchema = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .regex(EMAIL_PATTERN, message)
    // The one form every lookup, index and sign-in counter uses (identifier.ts).
    .transform(normaliseIdentifier);

/**
 * A free-text field that may be left out: blank becomes `undefined`, never an empty string stored.
 * `null` is left out too: it is how our own answers say "nothing here", and a client sending back
 * what it was given (an edited money trail, its `fromAccount: null`) must not be refused for it.
 */
export const optionalTextSchema = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || undefined);

/** The largest value of a PostgreSQL `integer`/`serial`: every id column of ours. */
export const MAX_ID = 2_147_483_647;

/**
 * Any id a caller sends, in a path, a query or a body. Anything but a whole number from 1 to
 * `MAX_ID` is refused here: the database would refuse it later with a server error.
 */
export const idSchema = (message = 'Please give a valid id') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParamSchema = z.object({ id: idSchema() });

/**
 * A case as staff write it: 'FR-000014', 'fr-14' or '14' (issue 25: everywhere a case is asked
 * for, its reference and its number both work). Anything else is refused with `message`.
 */
export const caseIdSchema = (message = 'Please give a valid case reference') =>
  z.preprocess((value) => (typeof value === 'string' ? (parseCaseReference(value) ?? value) : value), idSchema(message));

/** Every error body (ErrorBody); declared on routes so the OpenAPI docs show it and its codes. */
export const messageResponseSchema = z.object({ code: z.enum(errorCodes), message: z.string() });

/** The refusals a route may answer, by status: each the one `{ code, message }` shape. */
export function refusalResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof messageResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, messageResponseSchema])) as Record<Status, typeof messageResponseSchema>;
}
export const okResponseSchema = z.object({ ok: z.literal(true) });

import { z } from 'zod';

// The spec's e-mail rule: text, at sign, text, dot, text, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .regex(EMAIL_PATTERN, message)
    .transform((value) => value.toLowerCase());

/** The largest value of a PostgreSQL `integer`/`serial`: every id column of ours. */
export const MAX_ID = 2_147_483_647;

/**
 * Any id a caller sends, in a path, a query or a body. Anything but a whole number from 1 to
 * `MAX_ID` is refused here: the database would refuse it later with a server error.
 */
export const idSchema = (message = 'Please give a valid id') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idParamSchema = z.object({ id: idSchema() });

/** Every error body; declared on routes so the OpenAPI docs show it. */
export const messageResponseSchema = z.object({ message: z.string(), code: z.string().optional() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

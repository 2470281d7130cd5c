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

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** Every error body; declared on routes so the OpenAPI docs show it. */
export const messageResponseSchema = z.object({ message: z.string(), code: z.string().optional() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

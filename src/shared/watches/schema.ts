import { z } from 'zod';
import { emailSchema, idSchema } from '../schemas';
import { watchAccountKinds, watchKinds } from './kinds';

// The shapes of "Notify me" (issue 27): a victim asks to be told when a new confirmed report by
// someone else names what their case names; a visitor asks about a platform with a public page.

/** At most this many things watched per case (a platform, a website and a few accounts). */
export const MAX_WATCH_KEYS = 20;

/**
 * One thing a case names that can be watched, and whether it is: its key (what the client sends
 * back), what it is in words, and, when watched, since when and how many confirmed reports by
 * others have named it since (counts only: never whose, never what they said).
 */
export const watchOptionSchema = z.object({
  key: z.string(),
  kind: z.enum(watchKinds),
  accountKind: z.enum(watchAccountKinds).nullable(),
  /** The platform's name, the website's domain, or the account as the case records it. */
  label: z.string(),
  watchId: z.number().nullable(),
  since: z.string().nullable(),
  news: z.number().int().nonnegative(),
  /** The platform's public page (D28), when it has one. */
  platformSlug: z.string().nullable(),
});
export type WatchOption = z.infer<typeof watchOptionSchema>;

export const caseWatchesSchema = z.object({
  caseReference: z.string(),
  options: z.array(watchOptionSchema),
});
export type CaseWatches = z.infer<typeof caseWatchesSchema>;

export const caseWatchParamsSchema = z.object({ incidentId: idSchema() });

export const startCaseWatchesSchema = z.object({
  keys: z
    .array(z.string().min(1).max(200))
    .min(1, 'Please choose at least one thing to be told about')
    .max(MAX_WATCH_KEYS, 'Please choose fewer things at once'),
});
export type StartCaseWatches = z.infer<typeof startCaseWatchesSchema>;

/** One of a signed-in victim's watches, wherever it was asked. */
export const myWatchSchema = z.object({
  id: z.number(),
  kind: z.enum(watchKinds),
  label: z.string(),
  incidentId: z.number().nullable(),
  caseReference: z.string().nullable(),
  platformSlug: z.string().nullable(),
  since: z.string(),
  news: z.number().int().nonnegative(),
});
export const myWatchesSchema = z.object({ watches: z.array(myWatchSchema) });
export type MyWatch = z.infer<typeof myWatchSchema>;

export const watchIdParamsSchema = z.object({ id: idSchema() });

/**
 * A visitor's request from a platform's page: an address to send the confirmation to. A signed-in
 * victim may leave it out (their account's address is used, and no confirmation is needed).
 */
export const platformWatchRequestSchema = z.object({ email: emailSchema().optional() });
export const platformWatchParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/**
 * `watching`: a signed-in victim's request, in place at once. `email_sent`: if the address is right,
 * a link is on its way (said the same whether or not that address already asked, so nobody learns
 * who watches what). `not_sent`: no mail server is set, so no link goes out.
 */
export const platformWatchStates = ['watching', 'email_sent', 'not_sent'] as const;
export const platformWatchResponseSchema = z.object({
  status: z.enum(platformWatchStates),
  /** D13: the confirmation link, only in development with no SMTP server. */
  confirmationUrl: z.string().optional(),
});
export type PlatformWatchResponse = z.infer<typeof platformWatchResponseSchema>;

export const watchTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const watchConfirmationDetailsSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), platformName: z.string() }),
  z.object({ valid: z.literal(false) }),
]);
export type WatchConfirmationDetails = z.infer<typeof watchConfirmationDetailsSchema>;
export const watchConfirmedSchema = z.object({ platformName: z.string(), platformSlug: z.string().nullable() });
export type WatchConfirmed = z.infer<typeof watchConfirmedSchema>;

// The stop link of a news mail: the watcher's id, a dot, 32 characters of signature.
export const WATCH_STOP_TOKEN_PATTERN = /^\d{1,10}\.[A-Za-z0-9_-]{32}$/;
export const STOP_LINK_INVALID = 'This link is not valid. Please use the link in the most recent e-mail from us.';
// The shape is checked where the signature is (features/watches/stop-token.ts): a link of another
// shape answers as a forged one, 404.
export const watchStopParamsSchema = z.object({ token: z.string().min(1).max(100) });
export const watchStopOneParamsSchema = watchStopParamsSchema.extend({ watchId: idSchema() });
/** What a stop link's page lists: each watch in words, an account only by its kind and last four characters. */
export const watchStopListSchema = z.object({ watches: z.array(z.object({ id: z.number(), label: z.string() })) });
export type WatchStopList = z.infer<typeof watchStopListSchema>;

import { z } from 'zod';
import { incidentStatuses } from '../incidents/status';
import { EMAIL_PATTERN } from '../email-pattern';
import { SEARCH_EMAIL_INVALID, SEARCH_EMAIL_MAX_LENGTH, SEARCH_EMAIL_REQUIRED } from './search-email';

export { platformIconKind, platformIconKinds, type PlatformIconKind } from './platform-icon-kind';

export const searchQuerySchema = z.object({
  email: z
    .string({ error: SEARCH_EMAIL_REQUIRED })
    .trim()
    .min(1, SEARCH_EMAIL_REQUIRED)
    .max(SEARCH_EMAIL_MAX_LENGTH, SEARCH_EMAIL_INVALID)
    .regex(EMAIL_PATTERN, SEARCH_EMAIL_INVALID),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchPlatformSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string().nullable(),
  category: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  recoveryAvailable: z.boolean(),
});

/** DECISIONS D2: an anonymous search sees only what is safe to show anyone who knows the address. */
export const publicSearchIncidentSchema = z.object({
  id: z.number(),
  caseReference: z.string(),
  incidentDate: z.string(),
  status: z.enum(incidentStatuses),
  fraudType: z.string().nullable(),
});

/** The signed-in owner of the e-mail and staff also see the loss, always with its currency (issue 28), and the description. */
export const ownSearchIncidentSchema = publicSearchIncidentSchema.extend({
  lossAmount: z.string(),
  currency: z.string(),
  description: z.string().nullable(),
});

/** One or the other: a loss is never sent without its currency, so no screen has to guess one. */
export const searchIncidentSchema = z.union([ownSearchIncidentSchema, publicSearchIncidentSchema]);

export const searchResultSchema = z.object({ incident: searchIncidentSchema, platform: searchPlatformSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.array(searchResultSchema);

/** Private mode (D2): the results travel by e-mail; the page only says a link was sent. */
export const searchLinkRequestSchema = searchQuerySchema;
export const searchLinkResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  /** False when no mail server is set: nothing was sent, and the screen says so (issue 25). */
  mailSent: z.boolean(),
  /** D13: only in development with no SMTP server. */
  devLink: z.string().optional(),
});
export const searchResultsByLinkQuerySchema = z.object({ token: z.string().min(10).max(200) });

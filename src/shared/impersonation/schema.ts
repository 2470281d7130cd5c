import { z } from 'zod';
import { listPageSchema, listQuerySchema } from '../lists/list-query';

/** What a visitor may ask about: an e-mail address, a phone number, a website, or a name. */
export const impersonationKinds = ['email', 'phone', 'website', 'name'] as const;
export type ImpersonationKind = (typeof impersonationKinds)[number];

/**
 * The answers: an address or number the organisation lists as its own; a staff member's work
 * address; a name someone on the case team goes by (which proves nothing); none of these.
 */
export const impersonationVerdicts = ['official', 'staff', 'staff_name', 'unknown'] as const;
export type ImpersonationVerdict = (typeof impersonationVerdicts)[number];

export const CONTACT_MAX_LENGTH = 200;

/** `POST /api/is-this-really-us`: whatever the visitor was contacted by, as they have it. */
export const impersonationCheckSchema = z.object({
  contact: z
    .string({ error: 'Please enter the e-mail address, phone number, website or name' })
    .trim()
    .min(2, 'Please enter the e-mail address, phone number, website or name')
    .max(CONTACT_MAX_LENGTH, `Please enter at most ${CONTACT_MAX_LENGTH} characters`),
});
export type ImpersonationCheckInput = z.input<typeof impersonationCheckSchema>;

export const impersonationAnswerSchema = z.object({
  /** The look-up, to report the contact with when it is not ours. */
  id: z.string(),
  kind: z.enum(impersonationKinds),
  /** The contact as Haven read it (an address in lower case, a number in digits). */
  value: z.string(),
  verdict: z.enum(impersonationVerdicts),
  /** The organisation's own channels, as it publishes them: where a real message comes from. */
  officialChannels: z.array(z.object({ kind: z.enum(['email', 'phone', 'website']), value: z.string() })),
});
export type ImpersonationAnswer = z.infer<typeof impersonationAnswerSchema>;

export const impersonationReportParamsSchema = z.object({ id: z.uuid('This look-up is not known') });

/** Staff: the contacts visitors asked about that are not ours, the most asked first. */
export const impersonationContactSchema = z.object({
  kind: z.enum(impersonationKinds),
  value: z.string(),
  checks: z.number().int(),
  reports: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type ImpersonationContact = z.infer<typeof impersonationContactSchema>;

export const impersonationSummarySchema = z.object({
  /** The last 30 days. */
  days: z.number().int(),
  checks: z.number().int(),
  ours: z.number().int(),
  notOurs: z.number().int(),
  reported: z.number().int(),
  byDay: z.array(z.object({ day: z.string(), checks: z.number().int(), notOurs: z.number().int() })),
});
export type ImpersonationSummary = z.infer<typeof impersonationSummarySchema>;

export const impersonationContactPageSchema = listPageSchema(impersonationContactSchema);
export type ImpersonationContactPage = z.infer<typeof impersonationContactPageSchema>;

/** `GET /api/admin/impersonation/contacts?page&pageSize&q&status&sort`: status is a kind; most checked or last seen first. */
export const impersonationContactSorts = ['most_checked', 'last_seen', 'most_reported'] as const;
export const impersonationContactQuerySchema = listQuerySchema(impersonationKinds, impersonationContactSorts);
export type ImpersonationContactQuery = z.output<typeof impersonationContactQuerySchema>;

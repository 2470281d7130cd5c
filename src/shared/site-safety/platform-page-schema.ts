import { z } from 'zod';
import { PLATFORM_PAGE_MIN_PEOPLE } from './platform-page';

// The shapes of the platform pages' API (D28). The words and the rule are in ./platform-page.ts,
// which holds no zod, so the pages that only read these shapes do not download it.

export const platformSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** A calendar month, 'YYYY-MM' (UTC): pages say months, never the day a person reported. */
const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * Whether the platform's website is on the known-scam list, and why (D25): staff listed it (with
 * their public reason), or confirmed reports by two or more people name it. Not listed: a
 * well-known site (reports say fraud happened there, not that the site is a scam), staff took it off
 * after a review, or the reports name no website.
 */
export const platformListingSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('listed-by-staff'), domain: z.string(), reason: z.string().nullable() }),
  z.object({ status: z.literal('listed-by-reports'), domain: z.string() }),
  z.object({ status: z.literal('not-listed'), domain: z.string().nullable(), why: z.enum(['well-known', 'taken-off', 'no-website']) }),
]);
export type PlatformListing = z.infer<typeof platformListingSchema>;

/**
 * One platform's public page. Everything here is about the platform and counted over confirmed
 * reports (D18); nothing about any one person: no e-mail, name, amount, description or day of a
 * report.
 */
export const platformPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  /** The host of the website the reports name, as text: never a link, a path or a query. */
  websiteHost: z.string().nullable(),
  /** The directory's flag: the case team offers help to people who lost money through it (D2). */
  recoveryHelp: z.boolean(),
  confirmedReports: z.number().int().positive(),
  /** Different people behind them (D18's counting: mailboxes and senders), at least PLATFORM_PAGE_MIN_PEOPLE. */
  people: z.number().int().min(PLATFORM_PAGE_MIN_PEOPLE),
  /** The months (server time) the first and the latest of those reports reached us. */
  firstReported: monthSchema,
  lastReported: monthSchema,
  /** The kind of fraud most of the reports describe; null when none says. */
  fraudType: z.string().nullable(),
  listing: platformListingSchema,
  /**
   * What helps most after that kind of fraud, most urgent first: help articles in their own words
   * (shared/help/fraud-type-advice.ts). Sent with the page so that a first visit from a search
   * engine does not download every article to show three.
   */
  advice: z.array(z.object({ slug: z.string(), title: z.string(), summary: z.string(), body: z.array(z.string()) })),
  /**
   * The facts above in the page's words (./platform-page.ts), written by the server as it writes
   * them into the page for crawlers: one source, and the browser downloads none of the wording.
   */
  words: z.object({
    title: z.string(),
    description: z.string(),
    reports: z.string(),
    reportedWhen: z.string(),
    /** The name of the kind of fraud most reports describe; null when none says. */
    fraudType: z.string().nullable(),
    listing: z.string(),
    recoveryHelp: z.string(),
  }),
});
export type PlatformPage = z.infer<typeof platformPageSchema>;

export const platformIndexEntrySchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  /** The registrable domain of the website the reports name (as the known-scam list names sites), or null. */
  domain: z.string().nullable(),
  confirmedReports: z.number().int().positive(),
  lastReported: monthSchema,
});
export type PlatformIndexEntry = z.infer<typeof platformIndexEntrySchema>;
/** At most this many entries in one answer: the index can hold tens of thousands. */
export const PLATFORM_INDEX_MAX_LIMIT = 200;
/** At most this many sites asked about at once (the known-scam list shows 50). */
export const PLATFORM_INDEX_MAX_DOMAINS = 50;

export const platformIndexQuerySchema = z.object({
  /** Only platforms whose website is one of these registrable domains, comma-separated. */
  domains: z
    .string()
    .max(PLATFORM_INDEX_MAX_DOMAINS * 254)
    .transform((value) => [...new Set(value.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean))])
    .refine((domains) => domains.length <= PLATFORM_INDEX_MAX_DOMAINS, `At most ${PLATFORM_INDEX_MAX_DOMAINS} domains`)
    .optional(),
  limit: z.coerce.number().int().min(1).max(PLATFORM_INDEX_MAX_LIMIT).default(100),
});

/** The most recently reported first (by month, then by name), and how many there are in all. */
export const platformIndexSchema = z.object({
  total: z.number().int().nonnegative(),
  platforms: z.array(platformIndexEntrySchema),
});
export type PlatformIndex = z.infer<typeof platformIndexSchema>;

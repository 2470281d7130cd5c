import { z } from 'zod';

/** The six stat cards' figures: exact counts of what the platform holds. */
export const staffStatsSchema = z.object({
  totalUsers: z.number().int().nonnegative(),
  totalIncidents: z.number().int().nonnegative(),
  totalMessages: z.number().int().nonnegative(),
  totalDocuments: z.number().int().nonnegative(),
  totalMoneyTrails: z.number().int().nonnegative(),
  totalPayouts: z.number().int().nonnegative(),
});
export type StaffStats = z.output<typeof staffStatsSchema>;

/** Terms shorter than this find too much to be useful; the server answers with empty groups. */
export const SEARCH_MIN_LENGTH = 2;
/** Hits per group in the header's search: enough to pick from, the lists do the rest. */
export const SEARCH_GROUP_LIMIT = 5;

export const globalSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search is too long').default(''),
});

export const searchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The record's status as stored ('under_review'), said by the web in the reader's language; none for a user. */
  status: z.string().nullable(),
});
export type SearchHit = z.output<typeof searchHitSchema>;

export const globalSearchResultSchema = z.object({
  users: z.array(searchHitSchema),
  incidents: z.array(searchHitSchema),
  applications: z.array(searchHitSchema),
});
export type GlobalSearchResult = z.output<typeof globalSearchResultSchema>;
export type SearchGroup = keyof GlobalSearchResult;

/**
 * Live figures of the running server (D4: measured now, never constants). The mail outbox and the
 * job queue arrive with background jobs (issue 15); until then they are null with a note.
 */
export const systemHealthSchema = z.object({
  measuredAt: z.string(),
  database: z.object({ kind: z.string(), roundTripMs: z.number().nonnegative().nullable(), ok: z.boolean() }),
  uptimeSeconds: z.number().nonnegative(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  requests: z.object({
    windowMinutes: z.number().int(),
    requestCount: z.number().int().nonnegative(),
    p50Ms: z.number().nullable(),
    p99Ms: z.number().nullable(),
  }),
  mailOutbox: z.object({ depth: z.number().int().nullable(), note: z.string().optional() }),
  jobQueue: z.object({ depth: z.number().int().nullable(), note: z.string().optional() }),
});
export type SystemHealth = z.output<typeof systemHealthSchema>;

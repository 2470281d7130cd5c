import { z } from 'zod';

// The staff side's own work (issue 25): the bell (what is new for me) and "My work" (what is mine,
// what waits on us, what nobody has taken yet).

export const bellKinds = ['new_report', 'new_application', 'new_upload', 'victim_message', 'payout_request', 'case_given', 'mention', 'alert'] as const;
export type BellKind = (typeof bellKinds)[number];

/** One thing new for this staff member: a victim's action, a case given to them, or an alert. */
export const bellItemSchema = z.object({
  /** Unique across kinds ('audit:123', 'alert:7'). */
  key: z.string(),
  kind: z.enum(bellKinds),
  message: z.string(),
  /** Where to act on it, e.g. /admin/incidents/14. */
  link: z.string().nullable(),
  createdAt: z.string(),
  unread: z.boolean(),
});
export type BellItem = z.infer<typeof bellItemSchema>;

export const bellQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type BellQuery = z.infer<typeof bellQuerySchema>;

/** A page of the bell, newest first. `unread` stops counting at BELL_UNREAD_CAP. */
export const bellPageSchema = z.object({ items: z.array(bellItemSchema), hasMore: z.boolean(), unread: z.number().int() });
export type BellPage = z.infer<typeof bellPageSchema>;

export const bellUnreadSchema = z.object({ unread: z.number().int() });

/** Counts stop here: past it a badge says "99+" and a queue "1,000+", and nobody needs more. */
export const BELL_UNREAD_CAP = 100;
export const QUEUE_COUNT_CAP = 1000;

/** A case as a queue shows it: enough to choose what to open. */
export const queueCaseSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  platformName: z.string(),
  status: z.string(),
  fraudType: z.string().nullable(),
  lossAmount: z.string(),
  /** The loss's currency (issue 28). */
  currency: z.string(),
  createdAt: z.string(),
  /** Since when the victim has waited on staff, if they do. */
  awaitingStaffSince: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type QueueCase = z.infer<typeof queueCaseSchema>;

export const queueApplicationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  fullName: z.string(),
  platformName: z.string(),
  submittedAt: z.string(),
  caseReference: z.string().nullable(),
});
export type QueueApplication = z.infer<typeof queueApplicationSchema>;

/** How many of each, counted up to QUEUE_COUNT_CAP (a count at the cap means "at least"). */
export const myWorkCountsSchema = z.object({
  mine: z.number().int(),
  waiting: z.number().int(),
  unassigned: z.number().int(),
  applications: z.number().int(),
});
export type MyWorkCounts = z.infer<typeof myWorkCountsSchema>;

/**
 * Something of mine with a due day (issue 26): an open task I own, or a case I own that is due.
 * Whether it is overdue is the reader's to say, from their own today (shared/tasks/due-dates.ts).
 */
export const dueItemSchema = z.object({
  /** Unique across kinds ('task:12', 'case:14'). */
  key: z.string(),
  kind: z.enum(['task', 'case']),
  /** The task's words; null for the case itself. */
  title: z.string().nullable(),
  incidentId: z.number().int(),
  caseReference: z.string(),
  platformName: z.string(),
  /** YYYY-MM-DD. */
  dueOn: z.string(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const myWorkSchema = z.object({
  counts: myWorkCountsSchema,
  /** Open cases I own, the longest waiting first, then the newest. */
  mine: z.array(queueCaseSchema),
  /** Cases whose victim waits on staff (I am on them, or nobody owns them), longest waiting first. */
  waiting: z.array(queueCaseSchema),
  /** New reports nobody owns yet, oldest first. */
  unassigned: z.array(queueCaseSchema),
  /** Applications waiting for a decision, oldest first. */
  applications: z.array(queueApplicationSchema),
  /**
   * My open tasks and the cases I own that are overdue or due within DUE_SOON_DAYS, the oldest due
   * first, on cases still being worked; and how many, counted up to QUEUE_COUNT_CAP. The count is
   * here, not in `counts`: the sidebar's counts stay the four it shows.
   */
  due: z.array(dueItemSchema),
  dueCount: z.number().int(),
});
export type MyWork = z.infer<typeof myWorkSchema>;

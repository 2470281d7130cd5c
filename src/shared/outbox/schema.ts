import { z } from 'zod';
import { outboxStatuses } from './status';

/** `GET /api/admin/outbox`: where the mail stands, for the staff overview. */
export const outboxSummarySchema = z.object({
  /** Every mail ever queued, by where it stands now. */
  byState: z.object(Object.fromEntries(outboxStatuses.map((status) => [status, z.number()])) as Record<(typeof outboxStatuses)[number], z.ZodNumber>),
  /** Waiting for the worker: first tries and retries after a refusal for now. */
  queued: z.number(),
  /** With a worker this moment. */
  sending: z.number(),
  sentLastHour: z.number(),
  /** Refused for good by the mail server, or out of retries; the last answer is kept on each. */
  failed: z.number(),
  /** When the mail waiting longest was written; null when nothing waits. */
  oldestWaitingAt: z.string().nullable(),
  /**
   * Why mail waits: the mail server's last answer to a mail that is waiting for a retry (a refusal
   * for now, a lost connection), and when the next retry is due; both null when nothing waits for one.
   */
  waitingBecause: z.object({ response: z.string().nullable(), at: z.string() }).nullable(),
  nextRetryAt: z.string().nullable(),
  /** The most recent failures, newest first, with the mail server's own words. */
  recentFailures: z.array(z.object({ id: z.number(), kind: z.string(), recipient: z.string(), response: z.string().nullable(), failedAt: z.string() })),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

import { z } from 'zod';

// Response targets (issue 26): every case has at most one clock running. Until staff first
// answer a report, its first-reply clock runs from the report; after that, a clock runs only while
// the victim waits on staff (they wrote, uploaded or asked for a payout), from the moment they did.
// While the case waits on the victim, or is resolved or closed, no clock runs: the targets pause.

export const responseClockKinds = ['first_reply', 'next_reply', 'document_review'] as const;
export type ResponseClockKind = (typeof responseClockKinds)[number];

/** What the victim is waiting on staff for, as the case records it. */
export const awaitingKinds = ['message', 'payout', 'document'] as const;
export type AwaitingKind = (typeof awaitingKinds)[number];

export type ResponseTargets = Record<ResponseClockKind, number>;

/** "Due soon" is the last quarter of a target's time (at least an hour), so it warns in proportion. */
export const dueSoonHours = (targetHours: number) => Math.max(1, targetHours / 4);

export const responseClockSchema = z.object({
  kind: z.enum(responseClockKinds),
  /** When the clock started: the report, or the victim's oldest unanswered message, upload or request. */
  since: z.string(),
  dueAt: z.string(),
  state: z.enum(['on_time', 'due_soon', 'overdue']),
});
export type ResponseClock = z.infer<typeof responseClockSchema>;

export const clockKindLabels: Record<ResponseClockKind, string> = {
  first_reply: 'First reply',
  next_reply: 'Reply',
  document_review: 'Document review',
};

type ClockFacts = { status: string; createdAt: Date; firstRepliedAt: Date | null; awaitingStaffSince: Date | null; awaitingKind: AwaitingKind | null };

/** The case's running clock, or null while none runs (answered and waiting on the victim, finished, or no target). */
export function responseClockOf(facts: ClockFacts, targets: ResponseTargets, now: Date): ResponseClock | null {
  if (facts.status === 'resolved' || facts.status === 'closed') return null;
  const running: { kind: ResponseClockKind; since: Date } | null =
    facts.firstRepliedAt === null
      ? { kind: 'first_reply', since: facts.createdAt }
      : facts.awaitingStaffSince
        ? { kind: facts.awaitingKind === 'document' ? 'document_review' : 'next_reply', since: facts.awaitingStaffSince }
        : null;
  if (!running) return null;
  const hours = targets[running.kind];
  if (!hours) return null;
  const dueAt = new Date(running.since.getTime() + hours * 3_600_000);
  const left = dueAt.getTime() - now.getTime();
  const state = left < 0 ? 'overdue' : left <= dueSoonHours(hours) * 3_600_000 ? 'due_soon' : 'on_time';
  return { kind: running.kind, since: running.since.toISOString(), dueAt: dueAt.toISOString(), state };
}

/** The clock in words: "First reply due in 3 hours", "Reply overdue by 2 days". */
export function describeClock(clock: ResponseClock, now: Date): string {
  const left = new Date(clock.dueAt).getTime() - now.getTime();
  const span = spanOf(Math.abs(left));
  return left < 0 ? `${clockKindLabels[clock.kind]} overdue by ${span}` : `${clockKindLabels[clock.kind]} due in ${span}`;
}

function spanOf(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(ms / 60_000));
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  if (hours < 48) {
    const whole = Math.round(hours);
    return whole === 1 ? '1 hour' : `${whole} hours`;
  }
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** `GET /api/admin/incidents/response-clocks`: the overview's counts (each stops past QUEUE_COUNT_CAP) and the targets. */
export const responseClockCountsSchema = z.object({
  overdue: z.number().int(),
  dueSoon: z.number().int(),
  targets: z.object({ first_reply: z.number(), next_reply: z.number(), document_review: z.number() }),
});
export type ResponseClockCounts = z.infer<typeof responseClockCountsSchema>;

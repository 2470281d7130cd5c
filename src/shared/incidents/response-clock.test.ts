import { describe, expect, it } from 'vitest';
import { describeClock, responseClockOf } from './response-clock';

const targets = { first_reply: 24, next_reply: 48, document_review: 72 };
const at = (iso: string) => new Date(iso);
const base = { status: 'open', createdAt: at('2026-11-01T00:00:00Z'), firstRepliedAt: null, awaitingStaffSince: null, awaitingKind: null } as const;

describe('responseClockOf', () => {
  it('runs the first-reply clock from the report until staff first answer, due soon in its last quarter', () => {
    expect(responseClockOf(base, targets, at('2026-11-01T12:00:00Z'))).toMatchObject({ kind: 'first_reply', dueAt: '2026-11-02T00:00:00.000Z', state: 'on_time' });
    expect(responseClockOf(base, targets, at('2026-11-01T19:00:00Z'))?.state).toBe('due_soon');
    expect(responseClockOf(base, targets, at('2026-11-02T00:00:01Z'))?.state).toBe('overdue');
  });

  it('pauses while the case waits on the victim, and runs again from their message or upload', () => {
    const answered = { ...base, firstRepliedAt: at('2026-11-01T05:00:00Z') };
    expect(responseClockOf(answered, targets, at('2026-11-20T00:00:00Z'))).toBeNull();
    const wrote = { ...answered, awaitingStaffSince: at('2026-11-10T00:00:00Z'), awaitingKind: 'message' as const };
    expect(responseClockOf(wrote, targets, at('2026-11-11T00:00:00Z'))).toMatchObject({ kind: 'next_reply', dueAt: '2026-11-12T00:00:00.000Z', state: 'on_time' });
    const uploaded = { ...wrote, awaitingKind: 'document' as const };
    expect(responseClockOf(uploaded, targets, at('2026-11-12T12:00:00Z'))).toMatchObject({ kind: 'document_review', dueAt: '2026-11-13T00:00:00.000Z' });
  });

  it('runs no clock on a finished case or with the target switched off', () => {
    expect(responseClockOf({ ...base, status: 'closed' }, targets, at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(responseClockOf(base, { ...targets, first_reply: 0 }, at('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('says the clock in words', () => {
    const clock = responseClockOf(base, targets, at('2026-11-01T21:00:00Z'))!;
    expect(describeClock(clock, at('2026-11-01T21:00:00Z'))).toBe('First reply due in 3 hours');
    expect(describeClock(clock, at('2026-11-04T00:00:00Z'))).toBe('First reply overdue by 2 days');
  });
});

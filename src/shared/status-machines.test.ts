import { describe, expect, it } from 'vitest';
import { canChangeApplicationStatus } from './applications/status';
import { formatCaseReference } from './format/case-reference';
import { formatStatusLabel, incidentProgressPercent } from './incidents/status';
import { canChangePayoutStatus } from './payouts/status';

describe('status machines', () => {
  it('applications: approved, rejected or under review from any other state, never back to pending', () => {
    expect(canChangeApplicationStatus('pending', 'approved')).toBe(true);
    expect(canChangeApplicationStatus('rejected', 'under_review')).toBe(true);
    expect(canChangeApplicationStatus('approved', 'approved')).toBe(false);
    expect(canChangeApplicationStatus('under_review', 'pending')).toBe(false);
  });

  it('payouts: paid only after approval, and nothing after paid', () => {
    expect(canChangePayoutStatus('pending', 'approved')).toBe(true);
    expect(canChangePayoutStatus('pending', 'paid')).toBe(false);
    expect(canChangePayoutStatus('approved', 'paid')).toBe(true);
    expect(canChangePayoutStatus('paid', 'rejected')).toBe(false);
  });

});

describe('what the victim reads', () => {
  it('formats statuses, progress and case references as the spec says', () => {
    expect(formatStatusLabel('under_investigation')).toBe('Under Investigation');
    expect([incidentProgressPercent('resolved'), incidentProgressPercent('under_review'), incidentProgressPercent('recovery_available'), incidentProgressPercent('open')]).toEqual([100, 45, 25, 10]);
    expect(formatCaseReference(42)).toBe('FR-000042');
  });
});

import { describe, expect, it } from 'vitest';
import { canChangeApplicationStatus } from './applications/status';
import { formatCaseReference } from './format/case-reference';
import { canChangeIncidentStatus, formatStatusLabel, incidentProgressPercent } from './incidents/status';
import { canChangeMoneyTrailStatus } from './money-trails/status';
import { canChangePayoutStatus } from './payouts/status';

describe('status machines', () => {
  it('incidents: staff may move between any two different statuses (D12)', () => {
    expect(canChangeIncidentStatus('open', 'under_investigation')).toBe(true);
    expect(canChangeIncidentStatus('closed', 'open')).toBe(true);
    expect(canChangeIncidentStatus('resolved', 'resolved')).toBe(false);
  });

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

  it('money trails: any change but to the same status', () => {
    expect(canChangeMoneyTrailStatus('pending', 'suspicious')).toBe(true);
    expect(canChangeMoneyTrailStatus('recovered', 'recovered')).toBe(false);
  });
});

describe('what the victim reads', () => {
  it('formats statuses, progress and case references as the spec says', () => {
    expect(formatStatusLabel('under_investigation')).toBe('Under Investigation');
    expect([incidentProgressPercent('resolved'), incidentProgressPercent('under_review'), incidentProgressPercent('recovery_available'), incidentProgressPercent('open')]).toEqual([100, 45, 25, 10]);
    expect(formatCaseReference(42)).toBe('FR-000042');
  });
});

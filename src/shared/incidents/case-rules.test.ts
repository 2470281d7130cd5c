import { describe, expect, it } from 'vitest';
import { caseRules, recoveryProcessSteps } from './case-rules';
import { incidentStatuses } from './status';

describe('caseRules: one answer for every screen', () => {
  it('lets a victim apply only while the case status says recovery help exists, and only once', () => {
    for (const status of incidentStatuses) {
      expect(caseRules({ status }).canApply, status).toBe(status === 'recovery_available');
      expect(caseRules({ status, hasApplied: true }).canApply, status).toBe(false);
    }
  });

  it('words recovery help as the search card does', () => {
    expect(caseRules({ status: 'recovery_available' }).recoveryHelp).toEqual({ kind: 'available' });
    expect(caseRules({ status: 'resolved' }).recoveryHelp).toEqual({ kind: 'resolved' });
    expect(caseRules({ status: 'under_investigation' }).recoveryHelp).toEqual({ kind: 'unavailable', note: 'Under investigation' });
    expect(caseRules({ status: 'under_review' }).recoveryHelp).toEqual({ kind: 'unavailable', note: 'Status: Under Review' });
    expect(caseRules({ status: 'recovery_available' }).recoveryHelpLabel).toBe('Available: you can apply');
    expect(caseRules({ status: 'recovery_available', hasApplied: true }).recoveryHelpLabel).toBe('Available: you have applied');
    expect(caseRules({ status: 'under_investigation' }).recoveryHelpLabel).toBe('Not available at present (under investigation)');
    expect(caseRules({ status: 'closed' }).recoveryHelpLabel).toBe('Not available at present (status: Closed)');
  });

  it('says money was recovered once it was, whatever the status, as the settlement figures do', () => {
    for (const status of incidentStatuses) {
      const label = caseRules({ status, recovered: '400.00' }).recoveryHelpLabel;
      expect(label, status).not.toMatch(/not available/i);
      expect(label, status).toBe(status === 'resolved' ? 'Case resolved: money was recovered' : 'Money has been recovered on this case');
    }
    expect(caseRules({ status: 'under_investigation', recovered: '0.00' }).recoveryHelpLabel).toBe('Not available at present (under investigation)');
  });

  it('keeps the spec progress figures per status (D12)', () => {
    const percent = Object.fromEntries(incidentStatuses.map((s) => [s, caseRules({ status: s }).stagePercent]));
    expect(percent).toEqual({ open: 10, under_review: 45, under_investigation: 10, recovery_available: 25, resolved: 100, closed: 10 });
  });

  it('marks every step done for a resolved case with money recovered (its stage reads 100%)', () => {
    const rules = caseRules({ status: 'resolved', recovered: '950.00' });
    expect(rules.stagePercent).toBe(100);
    expect(rules.steps).toEqual(recoveryProcessSteps.map(() => 'done'));
  });

  it('never shows a step as done that did not happen', () => {
    expect(caseRules({ status: 'open' }).steps).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(caseRules({ status: 'recovery_available' }).steps).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect(caseRules({ status: 'under_investigation', recovered: '0.00' }).steps).toEqual(['done', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(caseRules({ status: 'resolved', recovered: '0.00' }).steps).toEqual(['done', 'not-reached', 'not-reached', 'not-reached', 'not-reached']);
    // Money came back on a case still running: the payout step is where it is.
    expect(caseRules({ status: 'recovery_available', recovered: '950.00' }).steps).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('has one state per step', () => {
    for (const status of incidentStatuses) {
      expect(caseRules({ status, recovered: '1.00' }).steps).toHaveLength(recoveryProcessSteps.length);
      expect(caseRules({ status }).steps).toHaveLength(recoveryProcessSteps.length);
    }
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetails } from '@shared/cases/schema';
import { incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import type { PayoutSummary } from '@shared/payouts/schema';
import { CaseOverview } from '@/features/incidents/components/case-overview';
import { renderInApp } from '@/test/render';
import { CaseSettlement } from './case-settlement';

function payout(status: PayoutSummary['status'], amount: string): PayoutSummary {
  return {
    id: 9,
    incidentId: 42,
    caseReference: 'FR-000042',
    amount,
    currency: 'USD',
    payoutMethod: 'bank_transfer',
    accountDetailsMasked: '•••• 5555',
    status,
    requestDate: '2026-02-01T10:00:00.000Z',
    processedDate: null,
    paidAt: null,
    paymentReference: null,
    rejectionReason: null,
  };
}

/** A case with 3,000.00 recorded as recovered, as the server answers it. */
function caseWith(status: IncidentStatus, payouts: PayoutSummary[] = []): CaseDetails {
  const paidOrApproved = payouts.some((p) => p.status === 'paid') ? '2550.00' : '0.00';
  return {
    incident: {
      id: 42,
      caseReference: 'FR-000042',
      incidentDate: '2026-01-10',
      status,
      fraudType: 'investment_scam',
      lossAmount: '5000.00',
      currency: 'USD',
      description: null,
      websiteUrl: null,
      createdAt: '2026-01-11T09:00:00.000Z',
      updatedAt: '2026-02-01T09:00:00.000Z',
      timelineEvents: [],
      caseTeam: [],
      outsideContacts: [],
      requiredDocuments: [],
      financialData: { totalLoss: '5000.00', recoveredAmount: '3000.00', transactions: [] },
    },
    platform: { id: 7, name: 'Summit Yield Partners', type: null, category: null, website: null, description: null, recoveryAvailable: false },
    moneyTrails: [],
    payouts,
    settlement: {
      currency: 'USD',
      feePercent: 15,
      totalLoss: '5000.00',
      recovered: '3000.00',
      fee: '450.00',
      paidOrApproved,
      availableForPayout: paidOrApproved === '0.00' ? '2550.00' : '0.00',
      outstanding: '2000.00',
    },
    payoutOptions: { methods: ['bank_transfer'], processingTime: null },
    canRequestPayout: payouts.length === 0,
    canApply: false,
    hasApplied: false,
  };
}

describe('the case overview and its settlement agree', () => {
  it.each(incidentStatuses)('money recovered on a case with status %s', (status) => {
    const details = caseWith(status);
    renderInApp(
      <>
        <CaseOverview details={details} palette="case" />
        <CaseSettlement details={details} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Request Payout' })).toBeTruthy();
    const help = screen.getByText('Recovery help for this case').nextElementSibling?.textContent;
    expect(help).not.toMatch(/not available/i);
    expect(help).toBe(status === 'resolved' ? 'Case resolved: money was recovered' : 'Money has been recovered on this case');
  });

  it('says a paid case is paid out, not that a request is being handled', () => {
    renderInApp(<CaseSettlement details={caseWith('resolved', [payout('paid', '2550.00')])} />);
    expect(screen.queryByRole('button', { name: 'Request Payout' })).toBeNull();
    expect(screen.getByText('Already paid out or approved').nextElementSibling?.textContent).toBe('$2,550.00');
    expect(screen.getByText(/^Everything recovered on this case so far has been paid out\./)).toBeTruthy();
    expect(screen.queryByText(/already being handled/)).toBeNull();
  });
});

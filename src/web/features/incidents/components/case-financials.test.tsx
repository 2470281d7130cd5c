import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CaseDetails } from '@shared/cases/schema';
import { renderInApp } from '@/test/render';
import { CaseFinancials } from './case-financials';

/** A case in euros with one payment recorded, as the server answers it. */
function euroCase(): CaseDetails {
  return {
    incident: {
      id: 42,
      caseReference: 'FR-000042',
      incidentDate: '2026-01-10',
      status: 'under_investigation',
      fraudType: 'investment_scam',
      lossAmount: '7750.00',
      currency: 'EUR',
      description: null,
      websiteUrl: null,
      createdAt: '2026-01-11T09:00:00.000Z',
      updatedAt: '2026-02-01T09:00:00.000Z',
      timelineEvents: [],
      caseTeam: [],
      outsideContacts: [],
      requiredDocuments: [],
      financialData: { totalLoss: '7750.00', recoveredAmount: '0.00', transactions: [{ type: 'Bank transfer', amount: '1250.50', date: '2026-01-05' }] },
    },
    platform: { id: 7, name: 'Summit Yield Partners', type: null, category: null, website: null, description: null, recoveryAvailable: false },
    moneyTrails: [],
    payouts: [],
    settlement: {
      currency: 'EUR',
      feePercent: 15,
      totalLoss: '7750.00',
      recovered: '0.00',
      fee: '0.00',
      paidOrApproved: '0.00',
      availableForPayout: '0.00',
      outstanding: '7750.00',
    },
    payoutOptions: { methods: ['bank_transfer'], processingTime: null },
    canRequestPayout: false,
    canApply: false,
    hasApplied: false,
  };
}

describe('CaseFinancials: a recorded payment in the case currency (issue 28)', () => {
  it('shows a payment on a EUR case in euros, never in dollars', () => {
    renderInApp(<CaseFinancials details={euroCase()} />);
    const payment = screen.getByText('Bank transfer').closest('li');
    expect(payment?.textContent).toContain('€1,250.50');
    expect(payment?.textContent).not.toContain('$');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardIncident } from '@shared/dashboard/schema';
import { readRecoveryPrefill } from '@/features/applications/recovery-prefill';
import { renderInApp } from '@/test/render';
import { FraudReportsCard } from './fraud-reports-card';

const euroCase: DashboardIncident = {
  incident: { id: 42, caseReference: 'FR-000042', incidentDate: '2026-01-10', status: 'recovery_available', fraudType: null, lossAmount: '7750.00', currency: 'EUR', description: null },
  platform: { id: 7, name: 'Rhein Invest', type: null, category: null, website: null, description: null, recoveryAvailable: true },
  settlement: { currency: 'EUR', feePercent: 15, totalLoss: '7750.00', recovered: '0.00', fee: '0.00', paidOrApproved: '0.00', availableForPayout: '0.00', outstanding: '7750.00' },
  canRequestPayout: false,
  canApply: true,
  hasApplied: false,
};

describe('applying for recovery from a case in euros (issue 28)', () => {
  it('opens the application form with the loss and its currency, not the loss alone', () => {
    renderInApp(<FraudReportsCard incidents={[euroCase]} email="greta@example.com" onOpen={() => {}} payoutOptions={{ methods: ['bank_transfer'], processingTime: null }} />);
    const href = screen.getByRole('link', { name: 'Apply for Recovery' }).getAttribute('href')!;
    expect(readRecoveryPrefill(new URL(href, 'http://localhost').searchParams)).toEqual({
      incidentId: 42,
      platformName: 'Rhein Invest',
      email: 'greta@example.com',
      lossAmount: '7750.00',
      currency: 'EUR',
    });
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutSummary } from '@shared/payouts/schema';
import { renderInApp } from '@/test/render';
import { PayoutList } from './payout-list';

const payout = (id: number, values: Partial<PayoutSummary> = {}): PayoutSummary => ({
  id,
  incidentId: 14,
  caseReference: 'FR-000014',
  amount: '850.00',
  currency: 'USD',
  payoutMethod: 'bank_transfer',
  accountDetailsMasked: '•••• 4321',
  status: 'pending',
  requestDate: '2026-11-20T10:00:00.000Z',
  processedDate: null,
  paidAt: null,
  paymentReference: null,
  rejectionReason: null,
  ...values,
});

describe("the victim's payout requests", () => {
  it('says why a payout was not paid, and nothing of the kind for the others', () => {
    renderInApp(<PayoutList payouts={[payout(1, { status: 'rejected', rejectionReason: 'The account is not in your name.' }), payout(2)]} />);
    expect(screen.getByText('The account is not in your name.')).toBeTruthy();
    expect(screen.getAllByText(/Why it was not paid/)).toHaveLength(1);
  });
});

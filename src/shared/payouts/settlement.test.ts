import { describe, expect, it } from 'vitest';
import { computeSettlement, paidOrApprovedCents } from './settlement';

describe('computeSettlement (D5)', () => {
  it('takes the fee from recovered funds only', () => {
    expect(computeSettlement({ lossAmount: '1000.00', financialData: { totalLoss: '1000.00', recoveredAmount: '400.00' }, feePercent: 15 })).toEqual({
      feePercent: 15,
      totalLoss: '1000.00',
      recovered: '400.00',
      fee: '60.00',
      paidOrApproved: '0.00',
      availableForPayout: '340.00',
      outstanding: '600.00',
    });
  });

  it('offers nothing and charges nothing while nothing is recovered', () => {
    const s = computeSettlement({ lossAmount: '5000.00', financialData: null, feePercent: 15 });
    expect(s).toMatchObject({ recovered: '0.00', fee: '0.00', availableForPayout: '0.00', outstanding: '5000.00' });
  });

  it('rounds a fraction of a cent of fee down, in the victim’s favour', () => {
    const s = computeSettlement({ lossAmount: '300.00', financialData: { totalLoss: '300.00', recoveredAmount: '250.55' }, feePercent: 10 });
    expect(s.fee).toBe('25.05');
    expect(s.availableForPayout).toBe('225.50');
  });

  it('never shows a negative outstanding amount or a negative recovery', () => {
    expect(computeSettlement({ lossAmount: '100.00', financialData: { totalLoss: '100.00', recoveredAmount: '150.00' }, feePercent: 0 }).outstanding).toBe('0.00');
    expect(computeSettlement({ lossAmount: '100.00', financialData: { totalLoss: '100.00', recoveredAmount: '-5' }, feePercent: 15 }).recovered).toBe('0.00');
  });

  it('falls back to the incident loss when staff recorded no total', () => {
    expect(computeSettlement({ lossAmount: '750.25', financialData: { recoveredAmount: '0' }, feePercent: 15 }).totalLoss).toBe('750.25');
  });

  it('takes what requests approved or paid off what is available, never below zero', () => {
    const payouts = [
      { id: 1, status: 'paid', amount: '200.00' },
      { id: 2, status: 'approved', amount: '40.00' },
      { id: 3, status: 'pending', amount: '340.00' },
      { id: 4, status: 'rejected', amount: '340.00' },
    ];
    expect(paidOrApprovedCents(payouts)).toBe(24_000n);
    expect(paidOrApprovedCents(payouts, 2)).toBe(20_000n);
    const s = computeSettlement({ lossAmount: '1000.00', financialData: { recoveredAmount: '400.00' }, feePercent: 15, paidOrApprovedCents: 24_000n });
    expect(s).toMatchObject({ fee: '60.00', paidOrApproved: '240.00', availableForPayout: '100.00' });
    // A recovered figure corrected downwards after a payout leaves nothing, not a debt.
    expect(computeSettlement({ lossAmount: '1000.00', financialData: { recoveredAmount: '100.00' }, feePercent: 15, paidOrApprovedCents: 24_000n }).availableForPayout).toBe('0.00');
  });
});

import { describe, expect, it } from 'vitest';
import { computeSettlement, paidOrApprovedUnits } from './settlement';

describe('computeSettlement (D5)', () => {
  it('takes the fee from recovered funds only', () => {
    expect(computeSettlement({ currency: 'USD', lossAmount: '1000.00', financialData: { totalLoss: '1000.00', recoveredAmount: '400.00' }, feePercent: 15 })).toEqual({
      currency: 'USD',
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
    const s = computeSettlement({ currency: 'USD', lossAmount: '5000.00', financialData: null, feePercent: 15 });
    expect(s).toMatchObject({ recovered: '0.00', fee: '0.00', availableForPayout: '0.00', outstanding: '5000.00' });
  });

  it('rounds a fraction of a cent of fee down, in the victim’s favour', () => {
    const s = computeSettlement({ currency: 'USD', lossAmount: '300.00', financialData: { totalLoss: '300.00', recoveredAmount: '250.55' }, feePercent: 10 });
    expect(s.fee).toBe('25.05');
    expect(s.availableForPayout).toBe('225.50');
  });

  it('never shows a negative outstanding amount or a negative recovery', () => {
    expect(computeSettlement({ currency: 'USD', lossAmount: '100.00', financialData: { totalLoss: '100.00', recoveredAmount: '150.00' }, feePercent: 0 }).outstanding).toBe('0.00');
    expect(computeSettlement({ currency: 'USD', lossAmount: '100.00', financialData: { totalLoss: '100.00', recoveredAmount: '-5' }, feePercent: 15 }).recovered).toBe('0.00');
  });

  it('falls back to the incident loss when staff recorded no total', () => {
    expect(computeSettlement({ currency: 'USD', lossAmount: '750.25', financialData: { recoveredAmount: '0' }, feePercent: 15 }).totalLoss).toBe('750.25');
  });

  it('takes what requests approved or paid off what is available, never below zero', () => {
    const payouts = [
      { id: 1, status: 'paid', amount: '200.00' },
      { id: 2, status: 'approved', amount: '40.00' },
      { id: 3, status: 'pending', amount: '340.00' },
      { id: 4, status: 'rejected', amount: '340.00' },
    ];
    expect(paidOrApprovedUnits(payouts, 'USD')).toBe(24_000n);
    expect(paidOrApprovedUnits(payouts, 'USD', 2)).toBe(20_000n);
    const s = computeSettlement({ currency: 'USD', lossAmount: '1000.00', financialData: { recoveredAmount: '400.00' }, feePercent: 15, paidOrApprovedUnits: 24_000n });
    expect(s).toMatchObject({ fee: '60.00', paidOrApproved: '240.00', availableForPayout: '100.00' });
    // A recovered figure corrected downwards after a payout leaves nothing, not a debt.
    expect(computeSettlement({ currency: 'USD', lossAmount: '1000.00', financialData: { recoveredAmount: '100.00' }, feePercent: 15, paidOrApprovedUnits: 24_000n }).availableForPayout).toBe('0.00');
  });

  it('works in the case currency’s own minor units: no fee is a fraction of a yen (issue 28)', () => {
    const yen = computeSettlement({ currency: 'JPY', lossAmount: '150000', financialData: { recoveredAmount: '1001' }, feePercent: 15 });
    expect(yen).toMatchObject({ currency: 'JPY', recovered: '1001', fee: '150', availableForPayout: '851', outstanding: '148999' });
    const dinar = computeSettlement({ currency: 'KWD', lossAmount: '500.000', financialData: { recoveredAmount: '100.005' }, feePercent: 10 });
    expect(dinar).toMatchObject({ fee: '10.000', availableForPayout: '90.005' });
    expect(paidOrApprovedUnits([{ status: 'paid', amount: '851' }], 'JPY')).toBe(851n);
  });
});

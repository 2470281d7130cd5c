import { describe, expect, it } from 'vitest';
import { readRecoveryPrefill } from './recovery-prefill';

describe('readRecoveryPrefill', () => {
  it('reads the five query parameters the dashboard sends, the loss with its currency (issue 28)', () => {
    const params = new URLSearchParams({ incidentId: '42', platform: ' CryptoMax ', email: 'a@b.co', amount: '7750.00', currency: 'EUR' });
    expect(readRecoveryPrefill(params)).toEqual({ incidentId: 42, platformName: 'CryptoMax', email: 'a@b.co', lossAmount: '7750.00', currency: 'EUR' });
  });

  it('drops malformed values instead of putting them in the form', () => {
    const params = new URLSearchParams({ incidentId: '-3', amount: '12,50' });
    expect(readRecoveryPrefill(params)).toEqual({ incidentId: undefined, platformName: '', email: '', lossAmount: '' });
    expect(readRecoveryPrefill(new URLSearchParams({ incidentId: '1.5', amount: 'abc' })).incidentId).toBeUndefined();
    for (const currency of ['EURO', 'eur', 'BTC', '']) expect(readRecoveryPrefill(new URLSearchParams({ currency })).currency).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readRecoveryPrefill } from './recovery-prefill';

describe('readRecoveryPrefill', () => {
  it('reads the four query parameters the dashboard sends', () => {
    const params = new URLSearchParams({ incidentId: '42', platform: ' CryptoMax ', email: 'a@b.co', amount: '1500.50' });
    expect(readRecoveryPrefill(params)).toEqual({ incidentId: 42, platformName: 'CryptoMax', email: 'a@b.co', lossAmount: '1500.50' });
  });

  it('drops malformed values instead of putting them in the form', () => {
    const params = new URLSearchParams({ incidentId: '-3', amount: '12,50' });
    expect(readRecoveryPrefill(params)).toEqual({ incidentId: undefined, platformName: '', email: '', lossAmount: '' });
    expect(readRecoveryPrefill(new URLSearchParams({ incidentId: '1.5', amount: 'abc' })).incidentId).toBeUndefined();
  });
});

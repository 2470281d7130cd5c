import { describe, expect, it } from 'vitest';
import { incidentStatuses } from '@shared/incidents/status';
import { applyForRecoveryHref } from './apply-for-recovery-button';
import { incidentStatusTone } from './incident-status-badge';

describe('incidentStatusTone', () => {
  it('uses the dashboard colours of the visitor spec, grey for the rest (D12)', () => {
    expect(incidentStatusTone('resolved', 'dashboard')).toBe('green');
    expect(incidentStatusTone('under_review', 'dashboard')).toBe('blue');
    expect(incidentStatusTone('recovery_available', 'dashboard')).toBe('orange');
    expect(incidentStatusTone('under_investigation', 'dashboard')).toBe('grey');
    expect(incidentStatusTone('open', 'dashboard')).toBe('grey');
    expect(incidentStatusTone('closed', 'dashboard')).toBe('grey');
  });

  it('uses the case page colours of the visitor spec: other statuses red, open and closed grey (D12)', () => {
    const tones = Object.fromEntries(incidentStatuses.map((status) => [status, incidentStatusTone(status, 'case')]));
    expect(tones).toEqual({
      open: 'grey',
      under_review: 'red',
      under_investigation: 'blue',
      recovery_available: 'green',
      resolved: 'grey',
      closed: 'grey',
    });
  });
});

describe('applyForRecoveryHref', () => {
  it('carries the five query parameters the recovery form reads, encoded: the loss with its currency (issue 28)', () => {
    const href = applyForRecoveryHref({ incidentId: 5, platform: 'Coin & Co', email: 'a+b@example.com', amount: '1250.00', currency: 'EUR' });
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/recovery');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      incidentId: '5',
      platform: 'Coin & Co',
      email: 'a+b@example.com',
      amount: '1250.00',
      currency: 'EUR',
    });
  });
});

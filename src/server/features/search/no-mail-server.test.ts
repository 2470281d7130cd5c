import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIncident } from '../../test/fixtures';
import { createTestApp } from '../../test/app';
import { setSettingValue } from '../settings/queries';
import { SEARCH_LINK_NOT_SENT_MESSAGE } from './email-search-link';

// Issue 25: with no mail server set, the private search and the application say that nothing was
// sent, never "we have sent a link".

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('with no mail server', () => {
  it('a private search says no link was sent, the same whether or not anything matched', async () => {
    await setSettingValue(t.app.db, 'search_disclosure', 'private');
    await createIncident(t.app, { victimEmail: 'nomail.match@example.com' });
    const matched = await t.app.inject({ method: 'POST', url: '/api/search/email-link', payload: { email: 'nomail.match@example.com' } });
    const unmatched = await t.app.inject({ method: 'POST', url: '/api/search/email-link', payload: { email: 'nomail.none@example.com' } });
    expect(matched.statusCode).toBe(200);
    expect(matched.json()).toEqual({ ok: true, message: SEARCH_LINK_NOT_SENT_MESSAGE, mailSent: false });
    expect(unmatched.json()).toEqual(matched.json());
  });

  it('an application that needs its address verified says no link was sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recovery-applications',
      payload: {
        fullName: 'Maria Lopez',
        email: 'nomail.applicant@example.com',
        country: 'uk',
        platformName: 'Lunawave',
        fraudType: 'investment_scam',
        incidentDate: '2026-09-01',
        lossAmount: '1500',
        incidentDescription: 'They asked for a release fee before paying out my balance.',
        acceptTerms: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ requiresVerification: true, verificationSent: false });
  });
});

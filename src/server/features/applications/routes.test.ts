import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryApplications, verificationTokens } from '../../kernel/db/schema/index';
import { UNKNOWN_COUNTRY_MESSAGE } from '@shared/places/country-schema';
import { PHONE_CHARACTERS_MESSAGE, phoneProblem } from '@shared/places/phone';
import { validApplication } from '../../test/application-form';
import { testAppForSuite } from '../../test/suite-app';
import { createIncident, createVictim } from '../../test/fixtures';

const t = testAppForSuite({
  env: { NODE_ENV: 'development' },
  rateLimits: { applicationPerClient: { max: 1000, timeWindow: 60_000 } },
});

const valid = validApplication();

const submit = (payload: object, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/recovery-applications', payload, cookies });

describe('POST /api/recovery-applications', () => {
  it('stores a pending application and asks an anonymous visitor to verify the address', async () => {
    const res = await submit(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.requiresVerification).toBe(true);
    expect(body.verificationUrl).toMatch(/\/verify\?token=/);

    const [row] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, body.id));
    expect(row).toMatchObject({ status: 'pending', email: 'grace@example.com', lossAmount: '2500.50', phone: null, contactedPolice: true });
    // An older client's number and former fraud type are stored exactly, in the one vocabulary.
    expect(row?.fraudType).toBe('cryptocurrency_fraud');
    const tokens = await t.app.db.select().from(verificationTokens).where(eq(verificationTokens.recoveryApplicationId, body.id));
    expect(tokens).toHaveLength(1);
  });

  it('keeps the country as its ISO code and the phone number, read in that country, in E.164 (issue 28)', async () => {
    const res = await submit({ ...valid, country: 'de', phone: '030 901820' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, res.json().id));
    expect(row).toMatchObject({ country: 'DE', phone: '+4930901820' });
    // An older client's value ('uk' from the five-country list) is still the United Kingdom.
    const older = await submit({ ...valid, phone: '+44 20 7946 0958' });
    const [kept] = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.id, older.json().id));
    expect(kept).toMatchObject({ country: 'GB', phone: '+442079460958' });
  });

  it('does not ask the signed-in owner of the address to verify again', async () => {
    const victim = await createVictim(t.app);
    const res = await submit({ ...valid, email: victim.profile.email }, victim.cookies);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ requiresVerification: false });
    expect(res.json().verificationUrl).toBeUndefined();
  });

  it("keeps an incident id only when it is the applicant's own incident", async () => {
    const own = await createIncident(t.app, { victimEmail: 'owner@example.com' });
    const foreign = await createIncident(t.app, { victimEmail: 'someone.else@example.com' });
    const a = await submit({ ...valid, email: 'owner@example.com', incidentId: own.id });
    const b = await submit({ ...valid, email: 'owner@example.com', incidentId: foreign.id });
    const rows = await t.app.db.select().from(recoveryApplications).where(eq(recoveryApplications.email, 'owner@example.com'));
    expect(rows.find((r) => r.id === a.json().id)?.incidentId).toBe(own.id);
    expect(rows.find((r) => r.id === b.json().id)?.incidentId).toBeNull();
  });

  it.each([
    [{ acceptTerms: false }, 'You must accept the terms and conditions'],
    [{ email: 'grace' }, 'Please enter a valid email address'],
    [{ fullName: '' }, 'Full name is required'],
    [{ country: '' }, 'Please select your country'],
    [{ country: 'Atlantis' }, UNKNOWN_COUNTRY_MESSAGE],
    [{ phone: '0207 946', country: 'GB' }, phoneProblem('GB')],
    [{ phone: 'ask my son' }, PHONE_CHARACTERS_MESSAGE],
    [{ platformName: 'x' }, 'Platform name is required'],
    [{ fraudType: 'lottery' }, 'Please select a fraud type'],
    [{ incidentDate: '' }, 'Incident date is required'],
    [{ incidentDate: '2999-01-01' }, 'The incident date cannot be in the future'],
    [{ lossAmount: '' }, 'Loss amount is required'],
    [{ lossAmount: -1 }, 'The amount cannot be negative'],
    [{ lossAmount: 12.345 }, 'Please enter a valid amount'],
    [{ incidentDescription: 'short' }, 'Please describe what happened (minimum 10 characters)'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const before = await t.app.db.select().from(recoveryApplications);
    const res = await submit({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.app.db.select().from(recoveryApplications)).toHaveLength(before.length);
  });
});

describe('GET /api/recovery-applications', () => {
  it("lists only the signed-in victim's applications, whatever the query says", async () => {
    const victim = await createVictim(t.app);
    await submit({ ...valid, email: victim.profile.email }, victim.cookies);
    await submit({ ...valid, email: 'stranger@example.com' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/recovery-applications?email=stranger@example.com',
      cookies: victim.cookies,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ platformName: 'CoinVault', status: 'pending', lossAmount: '2500.50' });
    expect(list[0].reference).toMatch(/^RA-\d{6}$/);
  });

  it('refuses an anonymous caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recovery-applications' })).statusCode).toBe(401);
  });
});

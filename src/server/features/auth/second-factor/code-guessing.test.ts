import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../../../test/suite-app';
import { createStaff } from '../../../test/fixtures';

const t = testAppForSuite({ rateLimits: { loginPerClient: { max: 10_000, timeWindow: 60_000 } }, env: { PUBLIC_URL: 'https://haven.test' } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (headers: { authorization: string }, method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

describe('guessing the code from the app with a stolen password', () => {
  it('is slowed for the account across sessions: a new sign-in does not buy new guesses', async () => {
    const { admin, headers } = await createStaff(t.app);
    const start = await call(headers, 'POST', '/second-factor/totp');
    const { secret } = start.json<{ secret: string }>();
    expect((await call(headers, 'POST', '/second-factor/totp/confirm', { code: await generate({ secret }) })).statusCode).toBe(200);

    const signIn = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: admin.username, password: 'staff-password-123' } });
      expect(res.statusCode).toBe(200);
      return bearer(res.json<{ token: string }>().token);
    };
    // Each wrong code is a different one, so no guard against replays is what stops them.
    let guess = 100_000;
    const wrongCode = () => String(guess++).padStart(6, '0');
    const statuses: number[] = [];
    for (let session = 0; session < 4; session++) {
      const attacker = await signIn();
      for (let i = 0; i < 5; i++) {
        const res = await call(attacker, 'POST', '/second-factor/verify', { code: wrongCode() });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        // 401 SECOND_FACTOR_INVALID is a wrong code; STAFF_SIGN_IN_REQUIRED means the session ended.
        if (res.json().code !== 'SECOND_FACTOR_INVALID') break;
      }
    }
    // Five wrong codes freely; after that the account waits 2 s, 4 s, 8 s … between checks,
    // whichever session asks (four sessions used to buy twenty checks).
    const checked = statuses.filter((status) => status !== 429);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(checked.length).toBeLessThanOrEqual(7);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
  });
});

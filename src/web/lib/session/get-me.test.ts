import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMe } from './get-me';

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => vi.fn(async (..._args: unknown[]) => new Response(JSON.stringify(body), { status: 200 }));

describe('getMe', () => {
  it('asks /api/auth/session, which answers a signed-out visitor without an error status', async () => {
    const fetchMock = answer({ user: null });
    vi.stubGlobal('fetch', fetchMock);
    await expect(getMe()).resolves.toBeNull();
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/auth/session');
  });

  it('gives the signed-in victim', async () => {
    const user = { email: 'alex@example.com', fullName: 'Alex' };
    vi.stubGlobal('fetch', answer({ user }));
    await expect(getMe()).resolves.toEqual({ user });
  });
});

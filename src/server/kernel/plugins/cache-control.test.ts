import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testAppForSuite } from '../../test/suite-app';
import { createStaff, createVictim } from '../../test/fixtures';

const t = testAppForSuite({ worker: false });

// Answers that may be kept: a branding image (content-addressed: a new logo is a new address), and
// the index of the platforms' public pages, the same for everyone and about no one (D28; a page
// itself is cached too, but the walk's made-up slug answers 404, which stays no-store).
const cacheable = new Set(['GET /api/branding/:file', 'GET /api/platforms']);

describe('Cache-Control on API answers (issue 22 §5)', () => {
  it('answers sign-in, success and failure, with no-store', async () => {
    const { profile, password } = await createVictim(t.app);
    for (const body of [{ email: profile.email, password }, { email: profile.email, password: 'wrong' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
      expect(res.headers['cache-control'], String(res.statusCode)).toBe('no-store');
    }
    const { admin } = await createStaff(t.app);
    const staff = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: admin.username, password: 'staff-password-123' } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
  });

  it('answers every GET route of the API with no-store, as victim, as staff and as nobody, unless the route opted into caching', async () => {
    const victim = await createVictim(t.app);
    const staff = await createStaff(t.app);
    const routes = t.app.apiRoutes.filter((route) => route.method === 'GET' && !cacheable.has(`GET ${route.url}`));
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x'));
      for (const who of [{}, { cookies: victim.cookies }, { headers: staff.headers }]) {
        const res = await t.app.inject({ method: 'GET', url, ...who });
        if (!/\bno-store\b/.test(String(res.headers['cache-control']))) missing.push(`${route.url} (${res.statusCode}): ${String(res.headers['cache-control'])}`);
      }
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('lets a route opt into caching with a Cache-Control of its own, and answers unknown API paths with no-store', async () => {
    const test = await buildTestApp({ worker: false });
    try {
      test.app.get('/api/cache-test', { config: { access: 'public' } }, (_request, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
      await test.app.ready();
      expect((await test.app.inject({ method: 'GET', url: '/api/cache-test' })).headers['cache-control']).toBe('public, max-age=60');
      expect((await test.app.inject({ method: 'GET', url: '/api/no-such-route' })).headers['cache-control']).toBe('no-store');
    } finally {
      await test.close();
    }
  });
});

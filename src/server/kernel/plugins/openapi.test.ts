import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { productionEnv } from '../../test/app';
import { testAppForSuite, withTestApp } from '../../test/suite-app';
import { createStaff, createVictim } from '../../test/fixtures';

// The description maps every staff route: in production a stranger does not get it unless
// API_DOCS_PUBLIC says so; in development it stays open.
describe('/api/docs in production', () => {
  const t = testAppForSuite({ env: productionEnv });

  it('gives the description to signed-in staff who passed their second factor, and to nobody else', async () => {
    const docs = (options: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) =>
      t.app.inject({ method: 'GET', url: '/api/docs/json', ...options });
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body).not.toContain('/api/admin/');
    }
    const victim = await createVictim(t.app);
    expect((await docs({ cookies: victim.cookies })).statusCode).toBe(401);

    // In production a password alone opens no staff data: first the second factor.
    const staff = await createStaff(t.app, { role: 'caseworker' });
    expect((await docs({ headers: staff.headers })).statusCode).toBe(403);
    await t.app.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.adminUserId, staff.admin.id));
    const allowed = await docs({ headers: staff.headers });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<{ paths: Record<string, unknown> }>().paths['/api/admin/reports']).toBeDefined();
  });

  it('still serves the viewer, which sends the signed-in staff token with its requests', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("localStorage.getItem(\"adminToken\")");
    expect(initializer.body).toContain('Bearer');
  });
});

describe('/api/docs open to all', () => {
  it('answers anyone in production when API_DOCS_PUBLIC=true, and in development', async () => {
    for (const env of [{ ...productionEnv, API_DOCS_PUBLIC: 'true' }, { NODE_ENV: 'development' }]) {
      await withTestApp({ env }, async (t) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ openapi: string }>().openapi).toMatch(/^3\./);
      });
    }
  });
});

import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { staffUsers } from './kernel/db/schema/index';
import { registerStaffApi } from './staff-api';
import { signedInLookup } from './features/auth/signed-in-lookup';
import { registerAccess } from './kernel/plugins/access';
import { registerErrorHandler } from './kernel/plugins/error-handler';
import { testAppForSuite } from './test/suite-app';
import { createStaff, createVictim } from './test/fixtures';

const t = testAppForSuite();

describe('GET /api/admin/session', () => {
  it('answers the signed-in staff member, and 401 to anyone else', async () => {
    const staff = await createStaff(t.app);
    const victim = await createVictim(t.app);

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 'STAFF_SIGN_IN_REQUIRED', message: 'Admin sign-in required' });
    const asVictim = await t.app.inject({ method: 'GET', url: '/api/admin/session', cookies: victim.cookies });
    expect(asVictim.statusCode).toBe(401);
    const badToken = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization: 'Bearer not-a-session' } });
    expect(badToken.statusCode).toBe(401);

    const own = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: staff.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: staff.admin.id, username: staff.admin.username, displayName: staff.admin.username, role: 'admin' });

    // An admin without a display name shows under the name they sign in with.
    await t.app.db.update(staffUsers).set({ displayName: null }).where(eq(staffUsers.id, staff.admin.id));
    const unnamed = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: staff.headers });
    expect(unnamed.json()).toEqual({ id: staff.admin.id, username: staff.admin.username, displayName: staff.admin.username, role: 'admin' });

    const caseworker = await createStaff(t.app, { role: 'caseworker' });
    await t.app.db.update(staffUsers).set({ displayName: 'Dana Case' }).where(eq(staffUsers.id, caseworker.admin.id));
    const named = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: caseworker.headers });
    expect(named.json()).toEqual({ id: caseworker.admin.id, username: caseworker.admin.username, displayName: 'Dana Case', role: 'caseworker' });
  });

  it('is listed as a route for any staff role', () => {
    expect(t.app.apiRoutes.filter((route) => route.url === '/api/admin/session')).toContainEqual(
      expect.objectContaining({ method: 'GET', access: 'staff' }),
    );
  });
});

/** A bare app with the access check, sharing the test app's database so sessions resolve. */
async function appWith(register: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', t.app.db);
  // The access check reads the configuration (a second factor is required in production) and the
  // time, and the error handler the database's availability, as in the real app.
  app.decorate('config', t.app.config);
  app.decorate('clock', t.app.clock);
  app.decorate('database', t.app.database);
  registerErrorHandler(app);
  await app.register(cookie);
  await registerAccess(app, signedInLookup);
  await register(app);
  await app.ready();
  return app;
}

describe('the staff API plugin', () => {
  it('gives no route a default: a staff route without config.access stops the boot', async () => {
    const silent: FastifyPluginAsyncZod = async (app) => {
      app.get('/probe', async () => ({ ok: true }));
    };
    await expect(appWith((app) => registerStaffApi(app, [silent]))).rejects.toThrow('Route GET /api/admin/probe does not say who may call it (config.access)');
    // Nor does a plugin nested inside one inherit an audience.
    const nested: FastifyPluginAsyncZod = async (app) => {
      await app.register(async (inner) => {
        inner.get('/nested-probe', async () => ({ ok: true }));
      });
    };
    await expect(appWith((app) => registerStaffApi(app, [nested]))).rejects.toThrow('Route GET /api/admin/nested-probe does not say who may call it (config.access)');
  });

  it("answers each route as its own access says: 'admin' refuses a caseworker with 403, 'staff' lets them in", async () => {
    const probe: FastifyPluginAsyncZod = async (app) => {
      app.get('/admin-probe', { config: { access: 'admin' } }, async () => ({ ok: true }));
      app.get('/staff-probe', { config: { access: 'staff' } }, async () => ({ ok: true }));
      app.get('/open-probe', { config: { access: 'public' } }, async () => ({ ok: true }));
    };
    const app = await appWith((a) => registerStaffApi(a, [probe]));
    try {
      const admin = await createStaff(t.app);
      const caseworker = await createStaff(t.app, { role: 'caseworker' });
      const victim = await createVictim(t.app);
      for (const url of ['/api/admin/admin-probe', '/api/admin/staff-probe']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url, cookies: victim.cookies })).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
      }
      const asCaseworker = await app.inject({ method: 'GET', url: '/api/admin/admin-probe', headers: caseworker.headers });
      expect(asCaseworker.statusCode).toBe(403);
      expect(asCaseworker.json()).toEqual({ code: 'STAFF_ROLE_REQUIRED', message: 'Only an admin can do this' });
      expect((await app.inject({ method: 'GET', url: '/api/admin/staff-probe', headers: caseworker.headers })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/admin/open-probe' })).statusCode).toBe(200);
      expect(app.apiRoutes.map((route) => `${route.method} ${route.url} ${route.access}`)).toEqual(
        expect.arrayContaining(['GET /api/admin/admin-probe admin', 'GET /api/admin/staff-probe staff', 'GET /api/admin/open-probe public']),
      );
    } finally {
      await app.close();
    }
  });

  it('every staff route the app registers names its audience in its own config', () => {
    const staffRoutes = t.app.apiRoutes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(staffRoutes.length).toBeGreaterThan(100);
    for (const route of staffRoutes) expect(['public', 'staff', 'admin'], `${route.method} ${route.url}`).toContain(route.access);
  });
});

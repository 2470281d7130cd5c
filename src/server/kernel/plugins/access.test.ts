import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

// Every /api route names who may call it; the default is nobody, held at boot, not at request time.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('a route without config.access', () => {
  it.each(['GET', 'POST'] as const)('stops the boot of the whole app, naming the route (%s)', async (method) => {
    t = await buildTestApp();
    // Not awaited: the plugin loads with the rest of the boot, as a feature's routes do.
    void t.app.register(async (plugin) => {
      plugin.route({ method, url: '/api/forgotten', handler: async () => ({ ok: true }) });
    });

    await expect(t.app.ready()).rejects.toThrow(`Route ${method} /api/forgotten does not say who may call it (config.access)`);
  });

  it('boots once it names its audience', async () => {
    t = await buildTestApp();
    void t.app.register(async (plugin) => {
      plugin.get('/api/remembered', { config: { access: 'public' } }, async () => ({ ok: true }));
    });

    await t.app.ready();
    expect((await t.app.inject({ method: 'GET', url: '/api/remembered' })).json()).toEqual({ ok: true });
    expect(t.app.apiRoutes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/api/remembered', access: 'public' }));
  });
});

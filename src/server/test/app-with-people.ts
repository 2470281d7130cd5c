import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { createStaff, createVictim } from './fixtures';

export type TestStaff = Awaited<ReturnType<typeof createStaff>>;
export type TestVictim = Awaited<ReturnType<typeof createVictim>>;

/** A test app with the three people most staff routes are read by or about. */
export type AppWithPeople = TestApp & { admin: TestStaff; caseworker: TestStaff; victim: TestVictim };

/**
 * A test app with an admin, a caseworker and a victim, made before the file's (or describe
 * block's) first test and closed after its last. Its fields are there from the hooks after this
 * call on: read them in a test or a later beforeAll, never at the top of the file.
 */
export function appWithPeople(): AppWithPeople {
  const t = {} as AppWithPeople;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    [t.admin, t.caseworker, t.victim] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' }), createVictim(t.app)]);
  });
  afterAll(() => t.close?.());
  return t;
}

import { afterAll, beforeAll } from 'vitest';
import { createTestApp, createTestAppWithSmtp, type TestApp, type TestAppOptions } from './app';
import { createStaff, createVictim } from './fixtures';

// A file's (or describe block's) test app, made before its first test and closed after its last.
// What these return is filled in by their beforeAll: read it in a test or a later hook, never at
// the top of the file.

/** The test app for the tests of the file or describe block that calls this. */
export function testAppForSuite(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** The same with mail going to an SMTP server in the test (`smtp`), as createTestAppWithSmtp makes it. */
export function smtpAppForSuite(options: TestAppOptions = {}): Awaited<ReturnType<typeof createTestAppWithSmtp>> {
  const t = {} as Awaited<ReturnType<typeof createTestAppWithSmtp>>;
  beforeAll(async () => {
    Object.assign(t, await createTestAppWithSmtp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** A test app of its own for one piece of work (a test that needs other settings), closed when the work ends, however it ends. */
export async function withTestApp<T>(options: TestAppOptions, work: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(options);
  try {
    return await work(t);
  } finally {
    await t.close();
  }
}

export type TestStaff = Awaited<ReturnType<typeof createStaff>>;
export type TestVictim = Awaited<ReturnType<typeof createVictim>>;

/** A test app with the three people most staff routes are read by or about. */
export type AppWithPeople = TestApp & { admin: TestStaff; caseworker: TestStaff; victim: TestVictim };

/** A test app for the suite, with an admin, a caseworker and a victim in it. */
export function appWithPeople(): AppWithPeople {
  const t = testAppForSuite() as AppWithPeople;
  beforeAll(async () => {
    [t.admin, t.caseworker, t.victim] = await Promise.all([createStaff(t.app), createStaff(t.app, { role: 'caseworker' }), createVictim(t.app)]);
  });
  return t;
}

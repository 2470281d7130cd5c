import type * as fsPromises from 'node:fs/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerWebApp, textsVersionOf, type TextOverrides } from './web-app';

// The catalogues with the organisation's words laid over (features/texts): a body made for one
// version of the words must never be sent, cached for good, under another.

// The build's catalogue is read with fs/promises; a test holds one read back to order two requests.
const reads = vi.hoisted(() => ({ hold: null as null | { reached: () => void; release: Promise<void> } }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsPromises>();
  const readFile = (async (...args: Parameters<typeof actual.readFile>) => {
    const hold = reads.hold;
    if (hold && String(args[0]).endsWith('.json')) {
      reads.hold = null;
      hold.reached();
      await hold.release;
    }
    return actual.readFile(...args);
  }) as typeof actual.readFile;
  return { ...actual, readFile, default: { ...actual, readFile } };
});

const BUILD = 'b1d';
const webRoot = join(process.env.TMPDIR ?? '/tmp', `haven-web-catalogues-${process.pid}`);
const app = Fastify();
let words: TextOverrides = { revision: '', compiled: new Map() };
let databaseDown = false;
/** The overrides as a database that has stopped answering gives them: never. */
const never = new Promise<TextOverrides>(() => {});
const overridesOf = (revision: string, said: string): TextOverrides => ({ revision, compiled: new Map([['en/_shell', { greeting: [said] }]]) });

beforeAll(async () => {
  await mkdir(join(webRoot, 'locales', 'en'), { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/%HAVEN_LOCALE%/_shell.json?v=${BUILD}"></head><body></body></html>`,
  );
  await writeFile(join(webRoot, 'locales', 'en', '_shell.json'), JSON.stringify({ greeting: 'Hello', other: 'Other' }));
  app.decorate('config', { smartsuppKey: null } as never);
  app.decorate('database', { availability: { isDown: () => databaseDown } } as never);
  await registerWebApp(app, { webRoot, textOverrides: () => (databaseDown ? never : Promise.resolve(words)) });
});
afterAll(() => app.close());

const shell = (revision: string) => app.inject({ method: 'GET', url: `/locales/en/_shell.json?v=${textsVersionOf(BUILD, revision)}` });

describe('a catalogue with the organisation’s words', () => {
  it('never keeps a body made for older words under the newer version, however the two requests finish', async () => {
    words = overridesOf('aaaa1111', 'Hi');
    let reached!: () => void;
    let release!: () => void;
    const atRead = new Promise<void>((resolve) => (reached = resolve));
    reads.hold = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    // Asked while the words were 'Hi'; its read of the build's file is held back.
    const older = shell('aaaa1111');
    await atRead;
    // The words change; a request for the new version is answered first.
    words = overridesOf('bbbb2222', 'Welcome');
    const newer = await shell('bbbb2222');
    expect(newer.json()).toMatchObject({ greeting: ['Welcome'], other: 'Other' });
    release();
    await older;

    const again = await shell('bbbb2222');
    expect(again.headers['cache-control']).toContain('immutable');
    expect(again.json()).toMatchObject({ greeting: ['Welcome'] });
  });

  it('is served at once, in the build’s words, while the database is known to be away', async () => {
    databaseDown = true;
    try {
      const late = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000).unref());
      const answer = await Promise.race([shell(''), late]);
      expect(answer).not.toBe('waited');
      if (answer === 'waited') return;
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ greeting: 'Hello', other: 'Other' });
    } finally {
      databaseDown = false;
    }
  });
});

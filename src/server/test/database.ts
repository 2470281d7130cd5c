import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../kernel/db/client';

// What src/server/test/global-setup.ts hands every test file: the database it migrated once.
declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder (vitest project 'pglite'). */
    pgliteTemplate?: string;
    /** A migrated database on the server of TEST_DATABASE_URL (vitest project 'postgres'). */
    postgresTemplate?: string;
  }
}

/** Which server, if any, the running vitest project tests against. */
export function testServerUrl(env: Partial<NodeJS.ProcessEnv> = process.env): string | undefined {
  return env.HAVEN_TEST_DB === 'postgres' ? env.TEST_DATABASE_URL : undefined;
}

export async function withServer<T>(serverUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (in the vitest project 'postgres'), dropped again by
 * `close()`. Each is a copy of the template the global setup migrated, so no file waits for an
 * initdb or the migrations; without that setup (another config) it migrates its own.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = testServerUrl();
  return serverUrl ? openServerDatabase(serverUrl) : openPglite();
}

let pgliteTemplate: Promise<Blob> | undefined;

async function openPglite(): Promise<Database> {
  const path = inject('pgliteTemplate');
  if (!path) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  // Read once per file: some files open several apps.
  pgliteTemplate ??= readFile(path).then((tarball) => new Blob([new Uint8Array(tarball)]));
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate });
}

/** A new database on the test server, a copy of the run's template when there is one. */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; migrated: boolean; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  const name = `haven_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl, (sql) => sql.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    migrated: Boolean(template),
    drop: async () => {
      await withServer(serverUrl, (sql) => sql.unsafe(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function openServerDatabase(serverUrl: string): Promise<Database> {
  const created = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 5 });
  if (!created.migrated) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

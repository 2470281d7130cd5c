// The database `npm run bench:search` runs on: a fresh PostgreSQL database of its own (created on
// the server `DATABASE_URL` names and dropped afterwards) or a PGlite data dir, migrated, with the
// demo data and `count` made-up incidents.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database, type Db } from '../src/server/kernel/db/client';
import { seedDemoData } from '../src/server/demo-data/seed';
import { ensureDefaultSettings } from '../src/server/features/settings/queries';
import { createLocalDiskStorage, storageRoot } from '../src/server/kernel/storage/storage';
import { fillIncidents } from './fill-incidents';

export type PreparedDatabase = {
  /** What the bench server needs in its environment to open the same database. */
  env: Record<string, string>;
  /** Queries (transactions) the database has run so far, PostgreSQL only. */
  queriesRun?: () => Promise<number>;
  cleanup: () => Promise<void>;
};

export async function prepareDatabase(options: {
  serverUrl: string | undefined;
  dataDir: string;
  count: number;
  /** What fills the database; the search bench's incidents unless a bench brings its own. */
  fill?: (db: Db, count: number) => Promise<unknown>;
  /** What `count` counts, for the log line. */
  filled?: string;
}): Promise<PreparedDatabase> {
  const { serverUrl, dataDir, count, fill = fillIncidents, filled = 'incidents' } = options;
  let database: Database;
  let env: Record<string, string>;
  let cleanup = async () => {};
  let queriesRun: PreparedDatabase['queriesRun'];
  if (serverUrl) {
    const name = `haven_bench_${randomBytes(4).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    env = { DATABASE_URL: url.toString() };
    const stats = postgres(serverUrl, { max: 1, onnotice: () => {} });
    queriesRun = async () => {
      // Statistics reach the view when a backend reports them, at most a second late.
      await new Promise((r) => setTimeout(r, 1500));
      const [row] = await stats`select xact_commit + xact_rollback as n from pg_stat_database where datname = ${name}`;
      return Number(row!.n);
    };
    cleanup = async () => {
      await stats.end();
      const c = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await c.unsafe(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir });
    env = { DATABASE_URL: '' };
  }
  try {
    await database.migrate();
    await ensureDefaultSettings(database.db);
    await seedDemoData({ db: database.db, storage: createLocalDiskStorage(storageRoot(dataDir)), onlyIfEmpty: true });
    const started = Date.now();
    await fill(database.db, count);
    console.log(`filled ${count.toLocaleString('en-US')} ${filled} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  } catch (error) {
    // A failed fill would otherwise leave a database of a million rows behind on the server.
    await database.close();
    await cleanup();
    throw error;
  }
  await database.close();
  return { env, queriesRun, cleanup };
}

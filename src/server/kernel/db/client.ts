import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { tightenTree } from '../data-dir';
import { projectPath } from '../project-path';
import { alwaysAvailable, watchAvailability, type DatabaseAvailability } from './availability';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers speak the same Postgres dialect; code is written against this one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` from any process sharing the database, and once
   * more each time the subscription is made again after a lost connection (notifications sent
   * meanwhile are lost, so a listener should treat that as "anything may have changed").
   */
  listen: (channel: string, onNotify: () => void) => Promise<void>;
  /** Whether the database answers now (availability.ts); PGlite, in the process, always does. */
  availability: DatabaseAvailability;
  close: () => Promise<void>;
  /** What the job runner (pg-boss) connects through: the same PGlite, or its own pool on the server. */
  jobConnection: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
  /**
   * On a server, the process's query pool: its size, and the application_name its connections
   * carry, so PostgreSQL's own pg_stat_activity says which are this process's and what they do.
   */
  pool?: { size: number; applicationName: string };
};

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onAvailabilityChange?: (down: boolean, error?: unknown) => void }
  /** `loadDataDir`: an in-memory database starts as a copy of this dumped data folder (tests). */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

const migrationsFolder = projectPath('drizzle');

/** Extensions the migrations create; PGlite ships them but loads only those named. */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // postgres.js: a fraction of node-postgres's CPU per query, which is what bounds the search
    // route under load (bench/search.ts). Notices (e.g. "relation exists") are not errors.
    // A connection that cannot be made in 5 s fails the query instead of holding its request.
    const size = options.poolSize ?? 10;
    // Unique per process: every server of one database tells its own connections apart.
    const applicationName = `haven ${process.pid} ${randomBytes(4).toString('hex')}`;
    const client = postgres(options.url, { max: size, onnotice: () => {}, connect_timeout: 5, connection: { application_name: applicationName } });
    const postgresDb = drizzlePostgres(client, { schema });
    const probeClient = postgres(options.url, { max: 1, onnotice: () => {}, connect_timeout: 1, idle_timeout: 0 });
    const availability = watchAvailability({
      probe: () => probeClient`select 1`,
      closeProbe: () => probeClient.end({ timeout: 1 }),
      onChange: options.onAvailabilityChange,
    });
    return {
      db: postgresDb as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePostgres(postgresDb, { migrationsFolder }),
      ping: async () => {
        await client`select 1`;
      },
      listen: async (channel, onNotify) => {
        let subscribed = false;
        await client.listen(channel, onNotify, () => {
          // The first subscription is the start; a later one follows a reconnect.
          if (subscribed) onNotify();
          subscribed = true;
        });
      },
      availability,
      close: async () => {
        await availability.stop();
        await client.end({ timeout: 5 });
      },
      jobConnection: { kind: 'postgres', url: options.url },
      pool: { size, applicationName },
    };
  }

  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
    // PGlite writes its initial files 0666 and its relation cache files 0644 at every open,
    // whatever the umask; the files it creates later follow the umask.
    tightenTree(dir);
  } else {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onNotify) => {
      await client.listen(channel, onNotify);
    },
    availability: alwaysAvailable,
    close: () => client.close(),
    jobConnection: { kind: 'pglite', client },
  };
}

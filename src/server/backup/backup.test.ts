import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand } from '../cli/backup-command';
import { demoDataCommand } from '../cli/demo-data-command';
import { runCommand, type CliCommand } from '../cli/run-cli';
import { openDatabase, type Database } from '../kernel/db/client';
import { selectRows } from '../kernel/db/select-rows';
import { createS3Storage } from '../kernel/storage/s3-storage';
import { storageRoot } from '../kernel/storage/storage';
import { startTestS3 } from '../test/s3-server';
import { createServerDatabase, testServerUrl, withServer } from '../test/database';
import { describeFiles } from './manifest';

const serverUrl = testServerUrl();
let work: string;
const source = { dataDir: '', env: {} as Record<string, string>, drop: async () => {} };
const target = { dataDir: '', env: {} as Record<string, string>, drop: async () => {} };

async function cli(command: CliCommand, args: string[], at: typeof source) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  let stdout = '';
  let stderr = '';
  const code = await runCommand(command, {
    args,
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: at.dataDir, LOG_LEVEL: 'silent', ...at.env },
    print: (text) => (stdout += `${text}\n`),
    printError: (text) => (stderr += `${text}\n`),
    interactive: false,
  });
  return { code, stdout, stderr };
}

/** An empty database on the test server (not a copy of the migrated template). */
async function emptyServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `haven_restore_${randomBytes(4).toString('hex')}`;
  await withServer(serverUrl!, (server) => server.unsafe(`create database "${name}"`));
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withServer(serverUrl!, (server) => server.unsafe(`drop database if exists "${name}" with (force)`)).then(() => {}) };
}

function open(at: typeof source): Promise<Database> {
  return at.env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: at.env.DATABASE_URL, poolSize: 1 })
    : openDatabase({ kind: 'pglite', dataDir: at.dataDir });
}

/** Every table of every schema Haven writes, each as a digest of all its rows. */
async function fingerprint(at: typeof source): Promise<Record<string, string>> {
  const database = await open(at);
  try {
    const tables = await selectRows<{ name: string }>(
      database.db,
      sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_schema in ('public', 'pgboss', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const result: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await selectRows<{ n: number; digest: string | null }>(
        database.db,
        sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest from ${name} t`),
      );
      result[name] = `${row!.n}:${row!.digest}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'haven-backup-test-'));
  source.dataDir = join(work, 'source');
  target.dataDir = join(work, 'target');
  if (serverUrl) {
    const created = await createServerDatabase(serverUrl);
    source.env = { DATABASE_URL: created.url };
    source.drop = created.drop;
    const empty = await emptyServerDatabase();
    target.env = { DATABASE_URL: empty.url };
    target.drop = empty.drop;
  }
  const seeded = await cli(demoDataCommand, [], source);
  expect(seeded.stderr).toBe('');
}, 120_000);

afterAll(async () => {
  await source.drop();
  await target.drop();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('round-trip a populated instance: every table and every file the same', async () => {
    const archive = join(work, 'haven.tar.gz');
    const backup = await cli(backupCommand, ['--out', archive], source);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);

    const files = await describeFiles(storageRoot(source.dataDir));
    expect(files.length).toBeGreaterThan(0);
    const before = await fingerprint(source);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(before['public.fraud_incidents']).not.toMatch(/^0:/);

    const restore = await cli(restoreCommand, [archive], target);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`All ${files.length} files match their SHA-256 sums.`);
    expect(await fingerprint(target)).toEqual(before);
    expect(await describeFiles(storageRoot(target.dataDir))).toEqual(files);

    // A second restore finds the target in use and changes nothing.
    const again = await cli(restoreCommand, [archive], target);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty/);
  }, 180_000);

  it('refuses a damaged archive before writing anything', async () => {
    const archive = join(work, 'damaged.tar.gz');
    expect((await cli(backupCommand, ['--out', archive], source)).code).toBe(0);
    const folder = await mkdtemp(join(work, 'unpacked-'));
    await tar.extract({ file: archive, cwd: folder });
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as { files: { key: string }[] };
    const victim = join(folder, 'files', ...manifest.files[0]!.key.split('/'));
    await writeFile(victim, 'not the evidence that was uploaded');
    const damaged = join(work, 'damaged-again.tar.gz');
    await tar.create({ gzip: true, file: damaged, cwd: folder }, ['.']);

    const elsewhere = { dataDir: join(work, 'elsewhere'), env: {} as Record<string, string>, drop: async () => {} };
    if (serverUrl) {
      const empty = await emptyServerDatabase();
      elsewhere.env = { DATABASE_URL: empty.url };
      elsewhere.drop = empty.drop;
    }
    try {
      const restore = await cli(restoreCommand, [damaged], elsewhere);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`${manifest.files[0]!.key} does not match its SHA-256`);
      expect(await describeFiles(storageRoot(elsewhere.dataDir))).toEqual([]);
    } finally {
      await elsewhere.drop();
    }
  }, 180_000);

  it('says what is wrong with the command line', async () => {
    expect((await cli(backupCommand, [], source)).stderr).toMatch(/Say where to write the backup/);
    expect((await cli(restoreCommand, [join(work, 'nothing-here.tar.gz')], target)).stderr).toMatch(/does not exist/);
  });
});

describe.skipIf(Boolean(serverUrl))('backup and restore with files in S3', () => {
  it('round-trips the bucket as the disk: every file the same, checked by SHA-256', async () => {
    const from = await startTestS3('haven-from');
    const to = await startTestS3('haven-to');
    const s3Env = (options: typeof from.options) => ({
      STORAGE: 's3',
      S3_ENDPOINT: options.endpoint!,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
    });
    const s3Source = { dataDir: join(work, 's3-source'), env: s3Env(from.options), drop: async () => {} };
    const s3Target = { dataDir: join(work, 's3-target'), env: s3Env(to.options), drop: async () => {} };
    try {
      expect((await cli(demoDataCommand, [], s3Source)).stderr).toBe('');
      const archive = join(work, 's3.tar.gz');
      expect((await cli(backupCommand, ['--out', archive], s3Source)).stderr).toBe('');
      const restore = await cli(restoreCommand, [archive], s3Target);
      expect(restore.stderr).toBe('');
      const keysOf = async (options: typeof from.options) => {
        const storage = createS3Storage(options);
        const keys: string[] = [];
        for await (const file of storage.list('')) keys.push(file.key);
        storage.client.destroy();
        return keys.sort();
      };
      const sourceKeys = await keysOf(from.options);
      expect(sourceKeys.length).toBeGreaterThan(0);
      expect(await keysOf(to.options)).toEqual(sourceKeys);
      expect(restore.stdout).toContain(`All ${sourceKeys.length} files match their SHA-256 sums.`);
      expect(await fingerprint(s3Target)).toEqual(await fingerprint(s3Source));
    } finally {
      await from.close();
      await to.close();
    }
  }, 180_000);
});

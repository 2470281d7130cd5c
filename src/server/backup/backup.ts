import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Config } from '../kernel/config';
import { pgliteExtensions } from '../kernel/db/client';
import { configuredStorage } from '../kernel/storage/configured-storage';
import { storageRoot } from '../kernel/storage/storage';
import { describeFiles, type BackupManifest } from './manifest';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Runs a command, failing with its own words on stderr. */
export function runTool(command: string, args: string[], env: Record<string, string | undefined> = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: env as NodeJS.ProcessEnv });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new BackupError(`${command} could not be run: ${error.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** The embedded database's folder; it must not be open in a running server while it is copied. */
export function pgliteFolder(config: Config): string {
  return join(config.dataDir, 'db');
}

async function lastMigration(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string | null> {
  try {
    const { rows } = await query('select hash from drizzle.__drizzle_migrations order by created_at desc limit 1');
    return (rows[0] as { hash?: string } | undefined)?.hash ?? null;
  } catch {
    return null;
  }
}

/**
 * One archive (tar, gzip) with a consistent dump of the database and every stored file, and a
 * manifest of their SHA-256 sums. PostgreSQL is dumped while it runs (pg_dump reads one snapshot);
 * the embedded database is copied whole, so its server must be stopped. The database is dumped
 * before the files are read, so every file a dumped row names is in the archive unless it was
 * deleted in between. The data encryption key is never in it: keep that apart.
 */
export async function writeBackup(config: Config, out: string, print: (text: string) => void): Promise<BackupManifest> {
  if (existsSync(out)) throw new BackupError(`${out} exists already; choose a new file name.`);
  const work = await mkdtemp(join(tmpdir(), 'haven-backup-'));
  try {
    let database: BackupManifest['database'];
    if (config.databaseUrl) {
      await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', '--file', join(work, 'database.dump'), config.databaseUrl]);
      const postgres = (await import('postgres')).default;
      const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
      try {
        database = { kind: 'postgres', file: 'database.dump', lastMigration: await lastMigration(async (text) => ({ rows: await sql.unsafe(text) })) };
      } finally {
        await sql.end({ timeout: 1 });
      }
    } else {
      const folder = pgliteFolder(config);
      if (!existsSync(folder)) throw new BackupError(`There is no embedded database in ${folder}.`);
      if (existsSync(join(folder, 'postmaster.pid'))) {
        throw new BackupError('The embedded database looks open (postmaster.pid): stop the server first, then back up.');
      }
      const client = await PGlite.create(folder, { extensions: pgliteExtensions });
      try {
        const dump = await client.dumpDataDir('none');
        await writeFile(join(work, 'pglite-data.tar'), new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
        database = { kind: 'pglite', file: 'pglite-data.tar', lastMigration: await lastMigration((text) => client.query(text)) };
      } finally {
        await client.close();
      }
    }
    print(`Database dumped (${database.kind}).`);

    // Files on disk are read where they are; files in S3 are fetched into the work folder first.
    let root = storageRoot(config.dataDir);
    if (config.storage.kind === 's3') {
      root = join(work, 'downloaded');
      const storage = configuredStorage(config);
      for await (const { key } of storage.list('')) {
        const path = join(root, ...key.split('/'));
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await pipeline(await storage.read(key), createWriteStream(path, { mode: 0o600 }));
      }
    }
    const files = await describeFiles(root);
    const manifest: BackupManifest = { format: 'haven-backup', version: 1, createdAt: new Date().toISOString(), database, files };
    await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    const entries = ['manifest.json', database.file];
    if (files.length > 0) {
      // The archive names files as files/<key>; a link lets tar read them where they are, without a copy.
      await symlink(root, join(work, 'files'));
      entries.push(...files.map((file) => `files/${file.key}`));
    }
    await tar.create({ gzip: true, file: out, cwd: work, portable: true, follow: true }, entries);
    await chmod(out, 0o600);
    const bytes = files.reduce((sum, file) => sum + file.size, 0);
    print(`Backup written to ${out}: the database and ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB) with their SHA-256 sums.`);
    return manifest;
  } catch (error) {
    await rm(out, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

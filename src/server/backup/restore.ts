import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import type { Config } from '../kernel/config';
import { pgliteExtensions } from '../kernel/db/client';
import { configuredStorage } from '../kernel/storage/configured-storage';
import { storageRoot } from '../kernel/storage/storage';
import { BackupError, pgliteFolder, runTool } from './backup';
import { filesUnder, sha256OfFile, type BackupManifest } from './manifest';

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('This is not a Haven backup: it has no readable manifest.json.');
  }
  if (manifest.format !== 'haven-backup' || manifest.version !== 1) throw new BackupError('This backup was written in a format this version does not read.');
  return manifest;
}

async function isEmptyFolder(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function postgresIsEmpty(url: string): Promise<boolean> {
  const postgres = (await import('postgres')).default;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`;
    return (row?.n ?? 0) === 0;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export type RestoreSummary = { files: number; bytes: number; database: BackupManifest['database']['kind'] };

/**
 * Brings a backup back into an empty database (or an empty DATA_DIR) and empty storage. Every file
 * is checked against the manifest's SHA-256 before anything is written; a file missing or changed
 * stops the restore with its name, and nothing is restored.
 */
export async function restoreBackup(config: Config, archive: string, print: (text: string) => void): Promise<RestoreSummary> {
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const root = storageRoot(config.dataDir);
  const storage = configuredStorage(config);
  if (config.storage.kind === 's3') {
    for await (const file of storage.list('')) throw new BackupError(`The bucket ${config.storage.bucket} is not empty (it holds ${file.key}): restore into an empty one.`);
  } else if (!(await isEmptyFolder(root))) {
    throw new BackupError(`The file storage (${root}) is not empty: restore into an empty one.`);
  }
  if (config.databaseUrl) {
    if (!(await postgresIsEmpty(config.databaseUrl))) throw new BackupError('The database named by DATABASE_URL is not empty: restore into an empty database.');
  } else if (!(await isEmptyFolder(pgliteFolder(config)))) {
    throw new BackupError(`The embedded database folder (${pgliteFolder(config)}) is not empty: restore into an empty DATA_DIR.`);
  }

  // Unpacked beside the storage, so the files move into place without a copy.
  await mkdir(dirname(root), { recursive: true, mode: 0o700 });
  const work = await mkdtemp(join(dirname(root), '.restore-'));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true, preservePaths: false });
    const manifest = await readManifest(work);
    if ((manifest.database.kind === 'postgres') !== Boolean(config.databaseUrl)) {
      throw new BackupError(
        `This backup holds a ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database; ` +
          `${config.databaseUrl ? 'DATABASE_URL names a PostgreSQL server' : 'no DATABASE_URL is set'}. Restore it into the same kind.`,
      );
    }
    const unpacked = join(work, 'files');
    const found = new Set(await filesUnder(unpacked));
    for (const file of manifest.files) {
      if (!found.has(file.key)) throw new BackupError(`The backup is incomplete: ${file.key} is missing.`);
      if ((await sha256OfFile(join(unpacked, ...file.key.split('/')))) !== file.sha256) {
        throw new BackupError(`The backup is damaged: ${file.key} does not match its SHA-256.`);
      }
    }
    print(`All ${manifest.files.length} files match their SHA-256 sums.`);

    const dump = join(work, manifest.database.file);
    if (manifest.database.kind === 'postgres') {
      await runTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', config.databaseUrl!, dump]);
    } else {
      const folder = pgliteFolder(config);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const client = await PGlite.create(folder, { extensions: pgliteExtensions, loadDataDir: new Blob([new Uint8Array(await readFile(dump))]) });
      await client.close();
    }
    print(`Database restored (${manifest.database.kind}).`);

    if (manifest.files.length > 0 && config.storage.kind === 's3') {
      for (const file of manifest.files) await storage.write(file.key, createReadStream(join(unpacked, ...file.key.split('/'))));
    } else if (manifest.files.length > 0) {
      await rm(root, { recursive: true, force: true });
      await rename(unpacked, root);
    }
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    print(`Restored ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB). Start Haven with the same DATA_ENCRYPTION_KEY as before.`);
    return { files: manifest.files.length, bytes, database: manifest.database.kind };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

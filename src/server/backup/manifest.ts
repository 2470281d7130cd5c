import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** What a backup holds, written beside it in the archive and checked on restore. */
export type BackupManifest = {
  format: 'haven-backup';
  version: 1;
  createdAt: string;
  database: { kind: 'postgres' | 'pglite'; file: string; lastMigration: string | null };
  files: { key: string; size: number; sha256: string }[];
};

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Every file under `root`, as storage keys (forward slashes), in a stable order. */
export async function filesUnder(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The key, size and SHA-256 of every file under `root`. A file removed while this runs is left out. */
export async function describeFiles(root: string): Promise<BackupManifest['files']> {
  const described: BackupManifest['files'] = [];
  for (const key of await filesUnder(root)) {
    const path = join(root, ...key.split('/'));
    try {
      const { size } = await stat(path);
      described.push({ key, size, sha256: await sha256OfFile(path) });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return described;
}

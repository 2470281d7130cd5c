import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Local disk today; an S3-compatible store only has to implement this.
 * Keys are random and never derived from a user's file name (DECISIONS D9).
 */
export type FileStorage = {
  put: (key: string, data: Buffer) => Promise<void>;
  read: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
};

export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!/^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/.test(key) || key.includes('..')) {
      throw new Error(`Unsafe storage key: ${key}`);
    }
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, data, { flag: 'wx', mode: 0o600 });
    },
    async read(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}

export function storageRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

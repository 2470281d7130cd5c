import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file as a sweep sees it: its key and when it was last written. */
export type StoredFileInfo = { key: string; modifiedAt: Date };

/**
 * Where uploaded files live. Local disk today; an S3-compatible store only has to implement this.
 * Keys are random and never derived from a user's file name (DECISIONS D9).
 */
export type FileStorage = {
  put: (key: string, data: Buffer) => Promise<void>;
  /**
   * Writes a stream to a new key as it arrives, never holding the whole file. When the stream
   * fails, nothing is left under the key.
   */
  write: (key: string, source: Readable) => Promise<void>;
  /** Moves a file to a new key (which must not exist yet): how a staged upload is committed. */
  move: (from: string, to: string) => Promise<void>;
  read: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
  exists: (key: string) => Promise<boolean>;
  /** Every file under a folder of keys ('staging', 'evidence'; '' for all), for the sweeps that keep storage honest. */
  list: (prefix: string) => AsyncIterable<StoredFileInfo>;
};

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;

/** A key as every driver accepts it: no way out of its folder, whatever the store. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function createLocalDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, checkedKey(key));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return full;
  };
  const ensureFolder = (path: string) => mkdir(dirname(path), { recursive: true, mode: 0o700 });
  return {
    async put(key, data) {
      const path = pathOf(key);
      await ensureFolder(path);
      await writeFile(path, data, { flag: 'wx', mode: 0o600 });
    },
    async write(key, source) {
      const path = pathOf(key);
      await ensureFolder(path);
      const target = createWriteStream(path, { flags: 'wx', mode: 0o600 });
      try {
        await pipeline(source, target);
      } catch (error) {
        // A file stream stopped while still opening creates its file once the open completes: wait
        // for it to close, or the file would appear after its removal (a refused upload kept).
        if (!target.closed) await once(target, 'close').catch(() => undefined);
        // 'wx' refused an existing file: that one is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
        throw error;
      }
    },
    async move(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      await ensureFolder(target);
      // link() refuses an existing target where rename() would replace it silently. A crash
      // between the two calls leaves both names; the staging sweep removes the staged one.
      await link(source, target);
      await unlink(source);
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
    async *list(prefix) {
      const folder = prefix === '' ? base : pathOf(prefix);
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const full = join(entry.parentPath, entry.name);
        const key = relative(base, full).split(sep).join('/');
        try {
          yield { key, modifiedAt: (await stat(full)).mtime };
        } catch {
          // Removed since the folder was read: nothing to report.
        }
      }
    },
  };
}

export function storageRoot(dataDir: string): string {
  return join(dataDir, 'uploads');
}

import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * DATA_DIR holds the database, the evidence files and the secrets: nobody but the account that
 * runs Haven may read it. Called before anything opens or writes there.
 */
export function secureDataDir(dataDir: string): void {
  // From here on every file and folder we or PGlite create is the owner's alone. Worker threads
  // may not change the umask; there the explicit modes and the closed DATA_DIR still hold.
  if (isMainThread) process.umask(0o077);
  const existed = existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // What an older version left readable by others. A DATA_DIR already closed to others was
  // secured by an earlier start, and everything made since followed the umask, so the walk over
  // every evidence file is not repeated at each start.
  if (existed && (lstatSync(dataDir).mode & 0o077) !== 0) tightenTree(dataDir);
}

/** Removes the group and other permission bits from a folder and everything under it. */
export function tightenTree(path: string): void {
  let stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  // A link's own mode means nothing, and following it could reach outside DATA_DIR.
  if (stats.isSymbolicLink()) return;
  if ((stats.mode & 0o077) !== 0) chmodSync(path, stats.mode & 0o700);
  if (stats.isDirectory()) {
    for (const entry of readdirSync(path)) tightenTree(join(path, entry));
  }
}

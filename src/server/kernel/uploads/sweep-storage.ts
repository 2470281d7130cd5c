import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documents } from '../db/schema/index';
import type { FileStorage, StoredFileInfo } from '../storage/storage';
import { STAGING_PREFIX } from './ingest-files';

export type SweepDependencies = {
  db: Db;
  storage: FileStorage;
  clock: () => Date;
  log: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

export type SweepResult = { committed: number; removedStaged: number; removedOrphans: number };

/** A staged upload older than this is no upload in progress: its request ended long ago. */
export const STAGED_MAX_AGE_MS = 60 * 60 * 1000;
/** A document file with no row this old is left from a crash or a failed removal, never in use. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** The folders only documents rows name (branding images are named by settings and left alone). */
const DOCUMENT_PREFIXES = ['evidence', 'cases'];

/**
 * Keeps storage and the database in step after crashes (issue 24 item 5): a staged file whose row
 * committed but whose move never happened is moved into place; any other old staged file is
 * removed; a document file that no row names is removed.
 */
export async function sweepStorage(deps: SweepDependencies): Promise<SweepResult> {
  const now = deps.clock().getTime();
  const result: SweepResult = { committed: 0, removedStaged: 0, removedOrphans: 0 };

  const staged = await olderThan(deps.storage.list(STAGING_PREFIX), now - STAGED_MAX_AGE_MS);
  for (const group of chunks(staged, 500)) {
    const finalKeys = group.map((file) => file.key.slice(STAGING_PREFIX.length + 1));
    const named = await namedKeys(deps.db, finalKeys);
    for (const [i, file] of group.entries()) {
      const finalKey = finalKeys[i]!;
      try {
        if (named.has(finalKey) && !(await deps.storage.exists(finalKey))) {
          await deps.storage.move(file.key, finalKey);
          result.committed += 1;
        } else {
          await deps.storage.remove(file.key);
          result.removedStaged += 1;
        }
      } catch (err) {
        deps.log.error({ err, key: file.key }, 'storage sweep: staged file left in place');
      }
    }
  }

  for (const prefix of DOCUMENT_PREFIXES) {
    const files = await olderThan(deps.storage.list(prefix), now - ORPHAN_MIN_AGE_MS);
    for (const group of chunks(files, 500)) {
      const named = await namedKeys(deps.db, group.map((file) => file.key));
      const orphans = group.filter((file) => !named.has(file.key));
      await Promise.allSettled(orphans.map((file) => deps.storage.remove(file.key)));
      result.removedOrphans += orphans.length;
    }
  }
  if (result.committed + result.removedStaged + result.removedOrphans > 0) {
    deps.log.info({ ...result }, 'storage sweep: staged and orphaned files settled');
  }
  return result;
}

async function olderThan(files: AsyncIterable<StoredFileInfo>, before: number): Promise<StoredFileInfo[]> {
  const found: StoredFileInfo[] = [];
  for await (const file of files) if (file.modifiedAt.getTime() < before) found.push(file);
  return found;
}

async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

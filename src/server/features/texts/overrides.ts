import { createHash } from 'node:crypto';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Db } from '../../kernel/db/client';
import { textOverrides } from '../../kernel/db/schema/index';
import { applyServerTextOverrides, SHARED_CATALOGUE } from '../../kernel/texts/texts';

// The organisation's words in place of the shipped ones (issue 28), as every process serves them:
// a copy of the table (a few rows, rarely changed), dropped whenever any process changes it (a
// trigger NOTIFYs haven_texts_changed, migration 0035) and after CACHE_MS at most, as settings are.

const CACHE_MS = 5_000;
export const TEXTS_CHANGED_CHANNEL = 'haven_texts_changed';

export type OverrideRow = typeof textOverrides.$inferSelect;

export type OverrideSnapshot = {
  rows: OverrideRow[];
  /** Changes with any override: part of the catalogues' addresses, so a browser never keeps stale words. */
  revision: string;
  /** The web's: compiled as the browser's catalogues are, by `${locale}/${catalogue}`, then id. */
  compiled: Map<string, Record<string, unknown>>;
};

const cache = new WeakMap<Db, { loadedAt: number; snapshot: Promise<OverrideSnapshot> }>();

/** The server's words as last put in its texts: a read that finds the same leaves them, and their compiled messages, as they are. */
let serverWordsSaid: string | null = null;
/** Reads in the order they were begun; a read finishing after a newer one has spoken says nothing. */
let readsBegun = 0;
let newestSaid = 0;

type Words = Map<string, Record<string, string>>;
type Read = { snapshot: OverrideSnapshot; server: Words; shared: Words; serverWords: string };

const addTo = (words: Words, row: OverrideRow) => words.set(row.locale, { ...words.get(row.locale), [row.messageId]: row.text });

function readOf(rows: OverrideRow[]): Read {
  const hash = createHash('sha256');
  const serverHash = createHash('sha256');
  const compiled = new Map<string, Record<string, unknown>>();
  const server: Words = new Map();
  const shared: Words = new Map();
  for (const row of rows) {
    const line = `${row.locale}\u0000${row.catalogue}\u0000${row.messageId}\u0000${row.text}\u0001`;
    hash.update(line);
    if (row.catalogue.startsWith('server/')) {
      serverHash.update(line);
      addTo(server, row);
    } else {
      const key = `${row.locale}/${row.catalogue}`;
      compiled.set(key, { ...compiled.get(key), [row.messageId]: compileMessage(row.text) });
      // src/shared's words are the server's too (its documents' statuses): both say the same.
      if (row.catalogue === SHARED_CATALOGUE) {
        serverHash.update(line);
        addTo(shared, row);
      }
    }
  }
  return { snapshot: { rows, revision: rows.length ? hash.digest('hex').slice(0, 8) : '', compiled }, server, shared, serverWords: serverHash.digest('hex') };
}

/** The overrides as this process last read them (read again after a change or CACHE_MS). */
export function currentOverrides(db: Db): Promise<OverrideSnapshot> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.loadedAt < CACHE_MS) return hit.snapshot;
  const begun = ++readsBegun;
  const snapshot: Promise<OverrideSnapshot> = db
    .select()
    .from(textOverrides)
    .orderBy(textOverrides.locale, textOverrides.catalogue, textOverrides.messageId)
    .then((rows) => {
      const read = readOf(rows);
      // A read speaks as soon as it is back (a change made here is said once saved), unless a newer
      // one has spoken: it would bring older words back. The server's texts are built again only
      // when their words changed: each build reads the catalogues from disk, and a read comes
      // every CACHE_MS while pages are asked for.
      if (begun > newestSaid) {
        newestSaid = begun;
        if (read.serverWords !== serverWordsSaid) {
          applyServerTextOverrides(read.server, read.shared);
          serverWordsSaid = read.serverWords;
        }
      }
      return read.snapshot;
    });
  cache.set(db, { loadedAt: Date.now(), snapshot });
  // A failed read is not remembered (unless a newer one has taken its place); the last good words
  // stay in the server's texts meanwhile.
  snapshot.catch(() => {
    if (cache.get(db)?.snapshot === snapshot) cache.delete(db);
  });
  return snapshot;
}

/** Reads the overrides again now (after a change here, or when another process says it changed them). */
export function reloadOverrides(db: Db): Promise<OverrideSnapshot> {
  cache.delete(db);
  return currentOverrides(db);
}

/**
 * Reads the overrides at start (so the first e-mail already says the organisation's words) and
 * again whenever any process changes them. A read that fails is tried again after `retryMs`: a
 * process that serves no pages (the worker) reads them on nothing else, and would say the old
 * words until the next change.
 */
export async function watchTextOverrides(
  database: { db: Db; listen: (channel: string, onNotify: () => void) => Promise<void> },
  retryMs = CACHE_MS,
): Promise<void> {
  await currentOverrides(database.db);
  const reload = (): void => {
    reloadOverrides(database.db).catch(() => setTimeout(reload, retryMs).unref());
  };
  await database.listen(TEXTS_CHANGED_CHANNEL, reload);
}

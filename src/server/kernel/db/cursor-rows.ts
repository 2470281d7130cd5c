import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { selectRows } from './select-rows';

/** Rows read per FETCH: enough to keep round trips few, small enough to hold at once. */
export const CURSOR_BATCH_SIZE = 1000;

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A failure nobody waits for any more (the reader stopped) must not surface as unhandled.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * The rows of `query`, a batch at a time, read through a server-side cursor: however many rows
 * match, only one batch is held at once. Everything is read from one snapshot (repeatable read,
 * read only), so rows written meanwhile are neither repeated nor skipped.
 *
 * The transaction stays open while the caller handles each batch and is ended when the caller
 * stops, early (`break`, an error, a closed download) or at the end. A transaction's callback
 * cannot yield, so it runs beside this generator and the two hand each batch over in turn: one
 * batch is read ahead, and the one after waits until the caller asks for more, which is what lets
 * a slow reader hold the export back instead of the rows piling up in memory.
 *
 * Raw SQL on both drivers: numbers, dates and timestamps come back as the drivers leave them
 * (text for numeric and timestamps), so a query should cast what it means to read.
 */
export async function* cursorBatches<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
  options: { batchSize?: number } = {},
): AsyncGenerator<T[], void, undefined> {
  const batchSize = options.batchSize ?? CURSOR_BATCH_SIZE;
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new Error(`batchSize must be a positive whole number (got ${batchSize})`);
  // Producer to reader: the next batch, or null at the end. Reader to producer: fetch more, or stop.
  let delivered = deferred<T[] | null>();
  let wanted = null as Deferred<boolean> | null;

  const finished = db.transaction(
    async (tx) => {
      await tx.execute(sql`declare export_cursor no scroll cursor for ${query}`);
      const fetchBatch = () => selectRows<T>(tx, sql.raw(`fetch ${batchSize} from export_cursor`));
      let rows = await fetchBatch();
      while (rows.length > 0) {
        wanted = deferred<boolean>();
        delivered.resolve(rows);
        // The next batch is read while the caller handles this one, so the database and Node work
        // side by side; still no more than two batches are held.
        const next = fetchBatch();
        if (!(await wanted.promise)) {
          await next.catch(() => undefined);
          return;
        }
        rows = await next;
      }
      delivered.resolve(null);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  finished.catch((error: unknown) => delivered.reject(error));

  try {
    for (;;) {
      const rows = await delivered.promise;
      if (rows === null) return;
      delivered = deferred<T[] | null>();
      yield rows;
      wanted?.resolve(true);
    }
  } finally {
    // Stopped early: let the transaction end. Its own failure has already reached the reader.
    wanted?.resolve(false);
    await finished.catch(() => undefined);
  }
}

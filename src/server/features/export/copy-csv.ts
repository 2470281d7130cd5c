import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Db } from '../../kernel/db/client';

// A CSV export on a PostgreSQL server is written by PostgreSQL's own COPY and passed on as the
// bytes arrive, never decoded into strings: through a cursor, Node spent about 18 s of CPU on a
// million incidents turning each row into a string, joining and encoding it again (43 % of it the
// garbage collector), and PostgreSQL 20 s building each line out of concatenations, where COPY
// quotes cells in C. The file is the same byte for byte (the export tests run on both databases).

/** The postgres.js client under a Db on a PostgreSQL server; null on PGlite, which has no COPY to a client. */
export function postgresClientOf(db: Db): Sql | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return typeof client === 'function' && 'reserve' in client ? (client as Sql) : null;
}

const dialect = new PgDialect();

/**
 * The query as one SQL text, its parameters written in as literals: COPY takes no parameters. Only
 * for strings, finite numbers, booleans and nulls, written as drizzle's inlineParams writes them
 * (a string quoted, its quotes doubled); anything else (a date, an object) gives null, and the
 * caller reads through a cursor instead.
 */
export function inlinedSql(query: SQL): string | null {
  const { params } = dialect.sqlToQuery(query);
  const plain = params.every(
    (value) => value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)),
  );
  return plain ? dialect.sqlToQuery(query.inlineParams()).sql : null;
}

/** Whether postgres.js has given a query to a connection (its `state` is that connection's backend). */
const handedToConnection = (query: object) => Boolean((query as { state?: unknown }).state);

const LF = 10;
const CR = 13;
const QUOTE = 34;
/** Bytes gathered before they are handed to the reader: a few rows per push, not one. */
const CHUNK_BYTES = 64 * 1024;

/**
 * COPY ends each row with LF, where the file's lines end with CRLF (RFC 4180, csvRow); line breaks
 * inside a quoted cell stay as they are. PostgreSQL sends each row as one CopyData message and
 * postgres.js pushes each message as one chunk, so a chunk whose only LF is its last byte is a
 * whole row (nearly every one); any other chunk is walked byte by byte, counting quotes (a cell's
 * own quotes come doubled, so a LF outside quotes ends a row). Only a chunk cut right after a line
 * break inside a cell would be misread, and postgres.js never cuts a message.
 */
export function crlfWriter(hand: (bytes: Buffer) => void) {
  let inQuotes = false;
  let out = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const handOn = () => {
    hand(out.subarray(0, used));
    out = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
  };
  return {
    write(chunk: Buffer) {
      // Room for the chunk with a CR before each of its LFs.
      if (used + 2 * chunk.length > out.length) {
        if (used > 0) handOn();
        if (2 * chunk.length > out.length) out = Buffer.allocUnsafe(2 * chunk.length);
      }
      const last = chunk.length - 1;
      if (!inQuotes && chunk[last] === LF && chunk.indexOf(LF) === last) {
        used += chunk.copy(out, used, 0, last);
        out[used++] = CR;
        out[used++] = LF;
      } else {
        for (let at = 0; at < chunk.length; at++) {
          const byte = chunk[at]!;
          if (byte === QUOTE) inQuotes = !inQuotes;
          else if (byte === LF && !inQuotes) out[used++] = CR;
          out[used++] = byte;
        }
      }
      if (used >= CHUNK_BYTES) handOn();
    },
    /** Hands on whatever is left. */
    end() {
      if (used > 0) handOn();
    },
  };
}

/**
 * The rows of `selectText` as a CSV file, `header` first, from `COPY (...) TO STDOUT (FORMAT csv,
 * FORCE_QUOTE *)` on a connection of the pool held for the export alone. A pull stream: when the
 * reader takes nothing the COPY's socket is paused, so a slow download holds PostgreSQL back
 * instead of filling memory; a reader that takes nothing for `stallMs` is given up. Destroying the
 * stream (a closed download, a stall) cancels the COPY, reads out what was already sent and gives
 * the connection back. Resolves once the COPY has begun, so a query that fails at once is an
 * error answer, not a cut-off file.
 */
export async function copyCsvStream(client: Sql, options: { selectText: string; header: string; stallMs: number }): Promise<Readable> {
  const connection = await client.reserve();
  let rows: Readable;
  let backendPid: number;
  try {
    const [backend] = await connection<{ pid: number }[]>`select pg_backend_pid() as pid`;
    backendPid = backend!.pid;
    rows = await connection.unsafe(`copy (${options.selectText}) to stdout (format csv, force_quote *)`).readable();
  } catch (error) {
    connection.release();
    throw error;
  }

  let ended = false;
  let settled: Promise<void> | undefined;
  // postgres.js leaves its socket paused when the last rows of a COPY filled the stream's buffer
  // (porsager/postgres#499; the fix, #1016, is not released), and the connection would never read
  // an answer again. The stream's own read() is what resumes that socket, so it is called once
  // the rows have ended, before the connection goes back to the pool.
  const freeConnection = () => {
    try {
      rows._read(0);
    } catch {
      // The connection is gone (closed or broken): the pool replaces it.
    }
    connection.release();
  };
  const rowsFinished = new Promise<void>((resolve) => {
    rows.once('end', resolve);
    rows.once('close', resolve);
    rows.once('error', () => resolve());
  });
  /**
   * Ends the COPY early if it is still running, and frees the connection when the rows stop. The
   * cancel goes through the pool, so it is never waited for while the rows are still being read
   * out: with every connection held by exports stopping at once, it would wait for ever. One still
   * waiting for a connection when the rows end is dropped; one already handed to a connection is
   * let finish, so it can never reach the backend after the connection has gone back to the pool.
   * Never cancelled itself once handed on: postgres.js cancels a running query with a
   * CancelRequest to its connection's backend, sent on its own socket and not waited for, so it
   * could arrive after that query had finished and cancel the next one on that connection,
   * another request's (seen under load: the export test's next `select 1` failed with 57014).
   */
  const settle = () =>
    (settled ??= (async () => {
      if (!ended) {
        rows.removeAllListeners('data');
        rows.on('data', () => {});
        rows.resume();
        const cancel = client`select pg_cancel_backend(${backendPid})`;
        let cancelSettled = false;
        const cancelDone = cancel.then(
          () => (cancelSettled = true),
          () => (cancelSettled = true),
        );
        await rowsFinished;
        if (!cancelSettled && !handedToConnection(cancel)) void cancel.cancel();
        await cancelDone;
      }
      await rowsFinished;
      freeConnection();
    })());

  let stall: NodeJS.Timeout | undefined;
  const awaitReader = (stream: Readable) => {
    clearTimeout(stall);
    stall = setTimeout(() => stream.destroy(new Error(`The export's reader took nothing for ${options.stallMs} ms`)), options.stallMs);
    stall.unref();
  };
  let reading = false;
  const file: Readable = new Readable({
    read() {
      clearTimeout(stall);
      if (reading) {
        rows.resume();
        return;
      }
      // Nothing is pushed before the reader first asks: a push would have Readable ask for more at
      // once, as if someone read, and a reader that never reads would hold the connection unnoticed.
      reading = true;
      this.push(options.header);
      rows.on('data', (chunk: Buffer) => writer.write(chunk));
    },
    destroy(error, callback) {
      clearTimeout(stall);
      settle().then(
        () => callback(error),
        (failure: unknown) => callback(error ?? (failure instanceof Error ? failure : new Error(String(failure)))),
      );
    },
  });
  const writer = crlfWriter((bytes) => {
    if (!file.push(bytes)) {
      rows.pause();
      awaitReader(file);
    }
  });

  rows.once('end', () => {
    ended = true;
    void settle();
    if (file.destroyed) return;
    writer.end();
    file.push(null);
  });
  rows.once('error', (error) => {
    ended = true;
    file.destroy(error);
  });
  // A stream nobody ever reads would hold the connection too.
  awaitReader(file);
  return file;
}

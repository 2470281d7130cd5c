import { Readable } from 'node:stream';
import type { ExportFormat } from '@shared/export/schema';
import { csvHeaderRow, jsonObject, type ExportColumn, type ExportRow } from './export-columns';

/**
 * How long the stream waits for its reader to take more before giving up. The rows are read in an
 * open transaction, which on PGlite holds the one connection every other request waits for, and on
 * PostgreSQL a pooled connection and an old snapshot: a download left paused must not hold them.
 */
export const EXPORT_STALL_MS = 60_000;

type Writer = { start: string; batch: (rows: ExportRow[], first: boolean) => string; end: string };

function writerFor(format: ExportFormat, columns: readonly ExportColumn[], locale: string): Writer {
  if (format === 'csv') {
    return {
      start: csvHeaderRow(columns, locale),
      // Each row is its finished line, written by PostgreSQL (csvLineSelection).
      batch: (rows) => rows.map((row) => row.line ?? '').join(''),
      end: '',
    };
  }
  // One array of objects, a row a line; '[\n]' when nothing matched, still valid JSON.
  return {
    start: '[\n',
    batch: (rows, first) => (first ? '' : ',\n') + rows.map((row) => JSON.stringify(jsonObject(columns, row))).join(',\n'),
    end: '\n]\n',
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The file as a pull stream over the cursor: a batch is fetched only when the reader has taken the
 * last one (Readable's own back-pressure, so a slow download holds the cursor back rather than
 * filling memory). Destroying the stream (a closed download, a stalled reader, a failed fetch)
 * ends the cursor and its transaction.
 */
export function exportStream(options: {
  batches: AsyncGenerator<ExportRow[], void, undefined>;
  /** Read before the response began, so a failing query is an error answer, not a cut-off file. */
  firstBatch: IteratorResult<ExportRow[], void>;
  format: ExportFormat;
  columns: readonly ExportColumn[];
  /** The language of the CSV's header row. */
  locale: string;
  stallMs?: number;
}): Readable {
  const { batches, stallMs = EXPORT_STALL_MS } = options;
  const writer = writerFor(options.format, options.columns, options.locale);
  let pending: IteratorResult<ExportRow[], void> | null = options.firstBatch;
  let first = true;
  let stall: NodeJS.Timeout | undefined;

  const pushBatch = (stream: Readable, next: IteratorResult<ExportRow[], void>, before = '') => {
    // A batch fetched while the download closed has nowhere to go.
    if (stream.destroyed) return;
    if (next.done) {
      const tail = before + writer.end;
      if (tail) stream.push(tail);
      stream.push(null);
      return;
    }
    stream.push(before + writer.batch(next.value, first));
    first = false;
    awaitReader(stream);
  };
  const awaitReader = (stream: Readable) => {
    stall = setTimeout(() => stream.destroy(new Error(`The export's reader took nothing for ${stallMs} ms`)), stallMs);
    stall.unref();
  };

  const stream = new Readable({
    read() {
      clearTimeout(stall);
      if (pending) {
        const next = pending;
        pending = null;
        pushBatch(this, next, writer.start);
        return;
      }
      batches.next().then(
        (next) => pushBatch(this, next),
        (error: unknown) => this.destroy(asError(error)),
      );
    },
    destroy(error, callback) {
      clearTimeout(stall);
      batches.return(undefined).then(
        () => callback(error),
        (closing: unknown) => callback(error ?? asError(closing)),
      );
    },
  });
  // A stream nobody ever reads would hold the cursor too.
  awaitReader(stream);
  return stream;
}

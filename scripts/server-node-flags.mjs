// The flags Node runs the server with, for `npm start` and for the benchmarks that measure the
// server as deployed (bench/reports.ts).
//
// The heap ceiling: a long stream (the CSV of a million incidents) allocates row after row of
// short-lived objects, and with no ceiling V8 let its old space grow to about four times what was
// live (from ~40 MB live to ~160 MB) before collecting, so the server's memory rose by 80 MB or
// more during an export. With a ceiling V8 collects sooner and the memory stays flat. Files are
// Buffers, held outside this heap, so uploads do not count against it. SERVER_HEAP_MB changes it.
const heapMb = Number(process.env.SERVER_HEAP_MB || 128);
if (!Number.isInteger(heapMb) || heapMb < 64) {
  console.error(`SERVER_HEAP_MB must be a whole number of megabytes, at least 64 (got "${process.env.SERVER_HEAP_MB}")`);
  process.exit(1);
}

export const serverNodeFlags = ['--enable-source-maps', `--max-old-space-size=${heapMb}`];

// libuv's thread pool (4 threads by default) runs file reads and writes, DNS look-ups, zlib and
// argon2 alike. Password hashing takes at most 2 of them at a time (password-work.ts); 8 leave the
// rest to uploads and downloads, so sign-ins cannot starve them (4 uploading clients made 0.8
// reports/s while 8 others signed in, on the default 4). UV_THREADPOOL_SIZE set by hand wins.
export const threadPoolSize = process.env.UV_THREADPOOL_SIZE || '8';

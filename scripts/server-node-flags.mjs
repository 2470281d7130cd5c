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

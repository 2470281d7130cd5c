// The two loads of `npm run bench:search`, both on autocannon against the bench server's port.
import autocannon from 'autocannon';

export type Load = {
  /** Mean of the per-second counts of the measured run. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Requests sent, warm-up included: what the server handled. */
  requests: number;
};

export type LoadOptions = {
  port: number;
  path: () => string;
  seconds: number;
  /** A short run first, left out of the figures: JIT, connection pool, caches. */
  warmUpSeconds: number;
};

async function measure(options: LoadOptions & { connections: number; overallRate?: number }): Promise<Load> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${options.port}`,
      connections: options.connections,
      duration,
      ...(options.overallRate
        ? // See `fixedRate` for why autocannon's correction is off.
          { overallRate: options.overallRate, ignoreCoordinatedOmission: true }
        : {}),
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: options.path() }) }],
    });
  const warmUp = options.warmUpSeconds > 0 ? await run(options.warmUpSeconds) : undefined;
  const result = await run(options.seconds);
  return {
    requests: (warmUp?.requests.sent ?? 0) + result.requests.sent,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export const CLOSED_LOOP_CONNECTIONS = 64;

/** As many requests as 64 connections get answered, each sent when the last came back: throughput. */
export function closedLoop(options: LoadOptions): Promise<Load> {
  return measure({ ...options, connections: CLOSED_LOOP_CONNECTIONS });
}

/**
 * At most `rate` requests a second: the latency under a stated load, not under all the load the
 * machine takes.
 *
 * What autocannon 9 does with `overallRate` (read in lib/run.js and lib/httpClient.js): it gives each
 * connection rate/connections requests per second; a connection sends them one after the other as
 * answers come back and, once its share is spent, waits for its one-second tick. The ticks of all
 * connections start together, so the requests come as a burst at the top of each second with up to
 * `connections` in flight, not evenly spaced; fewer connections mean a smaller burst and a lower
 * latency (in one smoke run at 2,000 req/s: p50 6 ms, p99 39 ms on 32 connections; 1 and 15 ms on 8).
 * A share not sent by the tick is dropped, never sent late.
 *
 * Coordinated omission: the README says latencies are corrected for it under a fixed rate, but the
 * correction passes `Math.ceil(1 / rate)` (1 ms for any rate of one a second or more) to
 * HdrHistogram's `recordValueWithExpectedInterval`, so an answer of L ms also records L-1, L-2 … 1 ms.
 * That does not stand in for requests a slow server kept from being sent; it weights the histogram
 * by latency (in the same smoke run, p99 189 ms with it for answers whose own p99 was 38 ms). So it
 * is off (`ignoreCoordinatedOmission`), the latencies are the answers' own, and the
 * omission shows instead as a rate below the target, which the caller reports.
 */
export function fixedRate(options: LoadOptions & { rate: number; connections: number }): Promise<Load> {
  return measure({ ...options, overallRate: options.rate });
}

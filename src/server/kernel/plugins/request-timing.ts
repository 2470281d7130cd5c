import type { FastifyInstance } from 'fastify';

const MINUTE_MS = 60_000;
/** The window the performance panel reports on. */
export const TIMING_WINDOW_MINUTES = 5;
/**
 * Durations kept per minute. Beyond it a minute keeps a uniform sample (reservoir), so memory
 * stays fixed however busy the server is, and percentiles stay exact for ordinary loads.
 */
export const SAMPLES_PER_MINUTE = 5_000;

type Bucket = { minute: number; count: number; samples: number[] };

export type TimingSummary = {
  windowMinutes: number;
  requestCount: number;
  p50Ms: number | null;
  p99Ms: number | null;
};

/** Nearest-rank percentile of sorted values: the smallest value with at least p of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/**
 * Request durations over the last few minutes, in per-minute buckets of a fixed-size ring: a
 * bucket is reused once its minute has left the window, so old figures drop out on their own.
 */
export class RequestTimingWindow {
  private readonly ring: Bucket[];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
    private readonly minutes = TIMING_WINDOW_MINUTES,
    private readonly samplesPerMinute = SAMPLES_PER_MINUTE,
  ) {
    this.ring = Array.from({ length: minutes }, () => ({ minute: -1, count: 0, samples: [] }));
  }

  record(durationMs: number): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    const bucket = this.ring[minute % this.minutes]!;
    if (bucket.minute !== minute) {
      bucket.minute = minute;
      bucket.count = 0;
      bucket.samples = [];
    }
    bucket.count += 1;
    if (bucket.samples.length < this.samplesPerMinute) {
      bucket.samples.push(durationMs);
    } else {
      const slot = Math.floor(this.random() * bucket.count);
      if (slot < this.samplesPerMinute) bucket.samples[slot] = durationMs;
    }
  }

  summary(): TimingSummary {
    const current = Math.floor(this.now() / MINUTE_MS);
    const live = this.ring.filter((bucket) => bucket.minute > current - this.minutes && bucket.minute <= current);
    const samples = live.flatMap((bucket) => bucket.samples).sort((a, b) => a - b);
    const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
    return {
      windowMinutes: this.minutes,
      requestCount: live.reduce((sum, bucket) => sum + bucket.count, 0),
      p50Ms: round(percentile(samples, 0.5)),
      p99Ms: round(percentile(samples, 0.99)),
    };
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    requestTiming: RequestTimingWindow;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** false leaves a route out of the figures (the health call must not measure itself). */
    timed?: boolean;
  }
}

/**
 * Times every API request in-process, so the overview's performance panel shows what this server
 * actually did (D4) without an outside monitor. Static files of the web app are not counted.
 */
export function registerRequestTiming(app: FastifyInstance, window = new RequestTimingWindow()): void {
  app.decorate('requestTiming', window);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.timed === false) return;
    window.record(reply.elapsedTime);
  });
}

import { AppError } from '../../kernel/errors';

/**
 * argon2id takes 64 MiB and a few hundred milliseconds of a libuv thread per call, and libuv's
 * threads are also the ones that read and write files. Unbounded, 25 wrong passwords at once took
 * every thread and 1.6 GB, and every upload and file read waited behind them. So password work
 * runs at most `concurrency` at a time; a short queue absorbs a burst, and past it the request is
 * refused at once with 503 and Retry-After instead of waiting its way into a client's time-out.
 */
export type PasswordWorkLimits = { concurrency: number; queue: number };

export function createPasswordWorkQueue(limits: PasswordWorkLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    /**
     * `refuseWhenBusy` is for what anyone may ask (a sign-in); work the product starts itself or
     * behind a one-time link (setting a password, seeding) waits its turn however long the queue.
     */
    async run<T>(work: () => Promise<T>, options: { refuseWhenBusy: boolean; signal?: AbortSignal }): Promise<T> {
      if (running < limits.concurrency) {
        running += 1;
      } else if (waiting.length < limits.queue || !options.refuseWhenBusy) {
        // The slot is handed over directly by release(), so `running` stays the same.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in is very busy right now. Please try again in a few seconds.', {
          headers: { 'retry-after': '2' },
        });
      }
      try {
        // A sign-in whose client left while it waited is not worked out for nobody: under a
        // stampede the server once went on for two minutes making sessions no client would read.
        if (options.signal?.aborted) throw new AppError('CLIENT_GONE', 'The client went away before its password was checked');
        return await work();
      } finally {
        release();
      }
    },
    /** For the metrics and tests: how many run and how many wait. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type PasswordWorkQueue = ReturnType<typeof createPasswordWorkQueue>;

/**
 * Two at a time: each call already uses one of the machine's cores for its whole run, and the
 * server is sized for two. Sixteen waiting is about two seconds of work, within any client's
 * patience; more than that is an attack or a stampede, and the rest are told to come back.
 */
export const defaultPasswordWorkLimits: PasswordWorkLimits = {
  concurrency: Number(process.env.PASSWORD_HASH_CONCURRENCY) || 2,
  queue: Number(process.env.PASSWORD_HASH_QUEUE) || 16,
};

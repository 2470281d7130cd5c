/**
 * Whether the database answers, known at once rather than learnt by each request waiting out a
 * dead connection. During an outage every request used to hang until PostgreSQL came back (about
 * 10 s for a server that stopped answering without closing); now a request that needs the database
 * is answered 503 with Retry-After at once, and /api/ready says so within a second.
 *
 * A probe runs `select 1` on a connection of its own (so a busy pool never looks like an outage)
 * every second with a one-second deadline; a connection error seen by any query marks the database
 * down at once; the probe's next success marks it up again. A deadline the process was too busy to
 * keep (its own timer late by more than the deadline) decides nothing.
 */
export type DatabaseAvailability = {
  isDown: () => boolean;
  /** Called with any error a query raised; only connection failures count. */
  reportFailure: (error: unknown) => void;
  /** Probes now, within the deadline: true when the database answered. */
  check: () => Promise<boolean>;
  stop: () => Promise<void>;
};

const connectionErrorCodes = new Set([
  // postgres.js
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  // the network
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, out of connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Whether an error (or one of its causes: drizzle wraps the driver's) says the database is unreachable. */
export function isConnectionError(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
    if (at instanceof AggregateError && at.errors.some(isConnectionError)) return true;
  }
  return false;
}

export const alwaysAvailable: DatabaseAvailability = {
  isDown: () => false,
  reportFailure: () => {},
  check: async () => true,
  stop: async () => {},
};

export function watchAvailability(options: {
  probe: () => Promise<unknown>;
  closeProbe: () => Promise<void>;
  intervalMs?: number;
  deadlineMs?: number;
  onChange?: (down: boolean, error?: unknown) => void;
}): DatabaseAvailability {
  const intervalMs = options.intervalMs ?? 1000;
  const deadlineMs = options.deadlineMs ?? 1000;
  let down = false;
  let stopped = false;
  let probing: Promise<boolean> | null = null;

  const setDown = (value: boolean, error?: unknown) => {
    if (down === value) return;
    down = value;
    options.onChange?.(value, error);
  };

  const check = (): Promise<boolean> => {
    // undefined: the probe could not tell (below), and the state stays as it was.
    probing ??= new Promise<boolean | undefined>((resolve) => {
      const due = Date.now() + deadlineMs;
      const timer = setTimeout(() => {
        // A deadline passed while the process itself was too busy to look (its timer fired late by
        // more than the deadline) says nothing about the database: under a burst of CPU work the
        // probe once called a healthy database down and every request was refused.
        const late = Date.now() - due > deadlineMs;
        // An answer already in, waiting behind this timer, is read first.
        setImmediate(() => resolve(late ? undefined : false));
      }, deadlineMs);
      options.probe().then(
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        () => {
          clearTimeout(timer);
          resolve(false);
        },
      );
    }).then((up) => {
      probing = null;
      if (!stopped && up !== undefined) setDown(!up, up ? undefined : new Error('the database did not answer the probe within its deadline'));
      return up ?? !down;
    });
    return probing;
  };

  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();

  return {
    isDown: () => down,
    reportFailure: (error) => {
      if (isConnectionError(error)) setDown(true, error);
    },
    check,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await options.closeProbe().catch(() => {});
    },
  };
}

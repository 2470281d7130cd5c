import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

// Keys hold searched e-mails and client addresses: the table keeps only their hash.
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Once in this many increments, rows whose window ended over an hour ago are removed. */
const SWEEP_EVERY = 1000;

export type Counted = { key: string; timeWindow: number };

let counted = 0;

/**
 * Counts one request against each key's fixed window in a single upsert, and answers each key's
 * count and milliseconds left, in the order given. Several budgets of one request (a search's
 * client and searched address) so cost one round trip, not one each.
 */
export async function countInWindows(db: Db, keys: Counted[]): Promise<Result[]> {
  const rows = sql.join(
    keys.map(({ key, timeWindow }) => sql`(${hashed(key)}, 1, now() + ${`${Math.max(1, Math.round(timeWindow))} milliseconds`}::interval)`),
    sql`, `,
  );
  const counts = await selectRows<{ key: string; count: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters (key, count, resets_at) values ${rows}
        on conflict (key) do update set
          count = case when rate_limit_counters.resets_at <= now() then 1 else rate_limit_counters.count + 1 end,
          resets_at = case when rate_limit_counters.resets_at <= now() then excluded.resets_at else rate_limit_counters.resets_at end
        returning key, count, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl`,
  );
  counted += keys.length;
  if (counted >= SWEEP_EVERY) {
    counted = 0;
    void db.execute(sql`delete from rate_limit_counters where resets_at < now() - interval '1 hour'`).catch(() => {});
  }
  const byKey = new Map(counts.map((row) => [row.key, { current: row.count, ttl: row.ttl }]));
  return keys.map(({ key }) => byKey.get(hashed(key))!);
}

/**
 * @fastify/rate-limit's store on PostgreSQL: one atomic upsert per counted request, so N servers
 * give a client the budget once, not N times, and a restart keeps it (measured with two servers
 * and in-process counters: 16 wrong passwords per 15 minutes instead of 8, 40 searches of one
 * address an hour instead of 20). A fixed window, as the plugin's own stores count.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countInWindows(db, [{ key: this.prefix + key, timeWindow }]).then(
        ([result]) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }

    read(key: string, callback: Callback): void {
      selectRows<{ count: number; ttl: number }>(
        db,
        sql`select count, greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::int as ttl
            from rate_limit_counters where key = ${hashed(this.prefix + key)} and resets_at > now()`,
      ).then(
        ([row]) => callback(null, row ? { current: row.count, ttl: row.ttl } : { current: 0, ttl: 0 }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string }; method?: string | string[]; url?: string }): FastifyRateLimitStore {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method);
      const url = routeOptions.routeInfo?.url ?? routeOptions.url;
      return new PostgresRateLimitStore(undefined, `${this.prefix}${method}${url}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

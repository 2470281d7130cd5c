/*
 * Failed sign-ins per key, so the per-account limit slows a guesser without locking the owner out
 * (OWASP's "device cookies"). A browser that signed in to an account before shows a signed device
 * cookie and counts its failures on a key of its own; every other client shares the account's key.
 * Someone hammering an account from anywhere fills only the shared key; the owner on their usual
 * browser still signs in. Only failures count, and a success clears the key it counted on.
 *
 * The counts live in this process's memory, as the rate-limit store does: several processes each
 * keep their own, and a restart forgets them.
 */
import type { Budget } from '../../rate-limits';

export type LoginFailures = {
  /**
   * Seconds to wait when `key` has used its budget (the attempt must then not check the password),
   * else 0. An allowed attempt counts as a failure at once, so guesses sent in parallel cannot all
   * slip past the check before the first one fails; `succeeded` or `abandoned` takes it back.
   * `max` is the Security tab's limit when the caller has read it, else the budget's.
   */
  begin: (key: string, max?: number) => number;
  /** The password was right: the key starts afresh. */
  succeeded: (key: string) => void;
  /** The attempt ended without an answer about the password (a server error): it does not count. */
  abandoned: (key: string) => void;
};

type Entry = { count: number; resetAt: number };

export function createLoginFailures(budget: Budget, options: { maxKeys?: number; now?: () => number } = {}): LoginFailures {
  const maxKeys = options.maxKeys ?? 50_000;
  const now = options.now ?? Date.now;
  // Every window has the same length and an entry is (re)inserted when its window opens, so the
  // Map's insertion order is also the order in which entries expire.
  const entries = new Map<string, Entry>();

  const live = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= at) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const open = (key: string, at: number): Entry => {
    for (const [oldest, entry] of entries) {
      if (entry.resetAt > at && entries.size < maxKeys) break;
      // Expired, or the Map is full: dropping the oldest window bounds memory under a flood of keys.
      entries.delete(oldest);
    }
    const entry = { count: 0, resetAt: at + budget.timeWindow };
    entries.set(key, entry);
    return entry;
  };

  return {
    begin(key, max = budget.max) {
      const at = now();
      const entry = live(key, at) ?? open(key, at);
      if (entry.count >= max) return Math.max(1, Math.ceil((entry.resetAt - at) / 1000));
      entry.count += 1;
      return 0;
    },
    succeeded(key) {
      entries.delete(key);
    },
    abandoned(key) {
      const entry = live(key, now());
      if (entry && entry.count > 0) entry.count -= 1;
    },
  };
}

import { defaultRateLimits, type RateLimits } from '../src/server/kernel/rate-limits';

/**
 * Every rate limit raised out of an in-process bench's way: the limits still run, so their cost is
 * measured, but the bench's own traffic is never refused.
 */
export const unlimitedRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((key) => [key, { max: 1_000_000_000, timeWindow: 60_000 }]),
) as RateLimits;

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import { Sentence } from '../texts/error-texts';
import type { Budget } from '../rate-limits';
import { clientOf } from './client-address';
import { countInWindows } from './postgres-rate-limit-store';

/**
 * A second budget on a route, keyed by what the request is about (a searched e-mail, an account)
 * rather than by who sends it. The route's own `config.rateLimit` already covers the client; the
 * plugin lets only one limiter run per request that way, so this one uses `createRateLimit`.
 * `subjectOf` answers null for a request that must not count against its subject (the subject's
 * own owner): a budget meant to stop strangers would otherwise lock the owner out with them.
 */
export function limitPerSubject(
  app: FastifyInstance,
  name: string,
  budget: Budget,
  subjectOf: (request: FastifyRequest) => string | null,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...budget, keyGenerator: (request) => `${name}:${subjectOf(request)}` });
  return async (request) => {
    if (subjectOf(request) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}

export type NamedBudget = {
  name: string;
  budget: Budget;
  /** What the request counts against; null when it must not count (as for limitPerSubject). */
  keyOf: (request: FastifyRequest) => string | null;
};

/** The client's budget for limitTogether: the sender's address, as the plugin's own limit counts it. */
export const perClient = (name: string, budget: Budget): NamedBudget => ({ name, budget, keyOf: (request) => clientOf(request.ip) });

/**
 * A route's budgets counted together, in place of its `config.rateLimit` and a limitPerSubject: on
 * PostgreSQL one statement counts the request against all of them, so the hottest public route (a
 * search, counted per client and per searched address) pays one round trip for its limits, not
 * two. The first budget's standing goes out in the x-ratelimit headers, as the plugin's would.
 */
export function limitTogether(app: FastifyInstance, budgets: NamedBudget[]): preHandlerAsyncHookHandler {
  const inMemory = budgets.map(({ name, budget, keyOf }) =>
    app.createRateLimit({ ...budget, keyGenerator: (request) => `${name}:${keyOf(request)}` }),
  );
  return async (request, reply) => {
    const counted = budgets.flatMap((entry, index) => {
      const key = entry.keyOf(request);
      return key === null ? [] : [{ ...entry, index, key: `rl:${entry.name}:${key}` }];
    });
    if (counted.length === 0) return;
    const results =
      app.database.kind === 'postgres'
        ? await countInWindows(app.db, counted.map(({ key, budget }) => ({ key, timeWindow: budget.timeWindow })))
        : await Promise.all(
            counted.map(async ({ index }) => {
              const result = await inMemory[index]!(request);
              // Only an allow list answers isAllowed: true, and none is set.
              if (result.isAllowed) return { current: 0, ttl: 0 };
              return { current: result.max - result.remaining + (result.isExceeded ? 1 : 0), ttl: result.ttl };
            }),
          );
    const first = results[0]!;
    const { max } = counted[0]!.budget;
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', Math.max(0, max - first.current));
    reply.header('x-ratelimit-reset', Math.ceil(first.ttl / 1000));
    const waits = results.flatMap((result, i) => (result.current > counted[i]!.budget.max ? [Math.max(1, Math.ceil(result.ttl / 1000))] : []));
    if (waits.length > 0) throw tooManyRequests(Math.max(...waits));
  };
}

/**
 * The 429 every budget answers with, in the same words as the per-client limit: the wait in words
 * for people, and in whole seconds in Retry-After for programs.
 */
export function tooManyRequests(seconds: number): AppError {
  return new AppError('RATE_LIMITED', 'Too many requests. Please wait {wait} and try again.', {
    values: { wait: waitSentence(seconds) },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * The wait in words as formatWait (src/shared/format/wait.ts) gives it in English ("45 seconds",
 * "about 38 minutes", "about an hour"), said in the asker's language: never rounded down.
 */
export function waitSentence(seconds: number): Sentence {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return new Sentence('{seconds, plural, one {# second} other {# seconds}}', { seconds: whole });
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) {
    return whole % 60 === 0
      ? new Sentence('{minutes, plural, one {# minute} other {# minutes}}', { minutes })
      : new Sentence('about {minutes, plural, one {# minute} other {# minutes}}', { minutes });
  }
  return new Sentence('about {hours, plural, one {an hour} other {# hours}}', { hours: Math.ceil(whole / 3600) });
}

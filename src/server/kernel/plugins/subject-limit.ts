import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { formatWait } from '@shared/format/wait';
import { AppError } from '../errors';
import type { Budget } from '../rate-limits';

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

/**
 * The 429 every budget answers with, in the same words as the per-client limit: the wait in words
 * for people, and in whole seconds in Retry-After for programs.
 */
export function tooManyRequests(seconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many requests. Please wait ${formatWait(seconds)} and try again.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

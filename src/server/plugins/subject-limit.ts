import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import type { Budget } from '../rate-limits';

/**
 * A second budget on a route, keyed by what the request is about (a searched e-mail, an account)
 * rather than by who sends it. The route's own `config.rateLimit` already covers the client; the
 * plugin lets only one limiter run per request that way, so this one uses `createRateLimit`.
 */
export function limitPerSubject(
  app: FastifyInstance,
  name: string,
  budget: Budget,
  subjectOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ ...budget, keyGenerator: (request) => `${name}:${subjectOf(request)}` });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(Math.max(1, result.ttlInSeconds));
  };
}

/** The 429 every budget answers with, in the same words as the per-client limit. */
export function tooManyRequests(seconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many requests. Please wait ${seconds} seconds and try again.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

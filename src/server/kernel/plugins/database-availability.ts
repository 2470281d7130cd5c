import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export const DATABASE_UNAVAILABLE = 'Haven cannot reach its database just now. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;

export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) }, cause });
}

// The process being up says nothing of the database; everything else under /api needs it.
const withoutDatabase = new Set(['/api/health']);

/**
 * While the database is known to be down (db/availability.ts), API requests are answered 503 at
 * once instead of queueing behind connections that will not come. Registered before the access
 * check, which itself reads the session from the database.
 */
export function registerDatabaseAvailability(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (url && url.startsWith('/api/') && !withoutDatabase.has(url) && app.database.availability.isDown()) {
      done(databaseUnavailable());
      return;
    }
    done();
  });
}

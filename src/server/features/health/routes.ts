import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../kernel/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      // Answered within a second whatever the database does: a probe with a deadline, not a query
      // that may wait in the pool or on a connection that will never answer.
      if (!(await app.database.availability.check())) {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not reachable', { headers: { 'retry-after': '5' } });
      }
      if (app.database.kind === 'pglite') await app.database.ping();
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};

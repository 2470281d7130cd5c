import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSummarySchema } from '@shared/outbox/schema';
import { messageResponseSchema } from '@shared/schemas';
import { outboxSummary } from './outbox-summary';

/** The mail outbox as the staff overview shows it. */
export const outboxStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['outbox', 'staff'],
        summary: 'The mail outbox: queued, sending, sent in the last hour, failed (with the latest answers), and when the oldest waiting mail was written',
        response: { 200: outboxSummarySchema, 401: messageResponseSchema },
      },
    },
    async () => outboxSummary(app),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffMessageListQuerySchema, staffMessagePageSchema } from '@shared/messages/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffMessages } from './list-staff-messages';

/** Staff routes of the messages domain, registered under /api/admin by the staff API (admin-api.ts). */
export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: 'The messages of every case, a page at a time, newest first: search subject, content, sender, recipient or FR- reference; filter read or unread',
        querystring: staffMessageListQuerySchema,
        response: { 200: staffMessagePageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffMessages(app.db, request.query),
  );
};

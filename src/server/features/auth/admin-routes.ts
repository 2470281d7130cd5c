import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSessionResponseSchema } from '@shared/auth/schema';
import { messageResponseSchema } from '@shared/schemas';
import { adminOf } from '../../plugins/access';

/** Staff routes of the auth domain, registered under /api/admin by the staff API (admin-api.ts). */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member',
        response: { 200: adminSessionResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      // An admin made before display names existed shows under the name they sign in with.
      return { username: admin.username, displayName: admin.displayName ?? admin.username, role: admin.role };
    },
  );
};

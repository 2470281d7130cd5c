import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of the users domain, registered under /api/admin by the staff API (admin-api.ts). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async () => {
  // Built in issue 12.
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of the staff domain, registered under /api/admin by the staff API (admin-api.ts). */
export const staffAdminRoutes: FastifyPluginAsyncZod = async () => {
  // Built in issue 12.
};

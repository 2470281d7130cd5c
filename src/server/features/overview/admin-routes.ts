import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of the overview domain, registered under /api/admin by the staff API (admin-api.ts). */
export const overviewAdminRoutes: FastifyPluginAsyncZod = async () => {
  // Built in issue 12.
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of the applications domain, registered under /api/admin by the staff API (admin-api.ts). */
export const applicationsAdminRoutes: FastifyPluginAsyncZod = async () => {
  // Built in issue 12.
};

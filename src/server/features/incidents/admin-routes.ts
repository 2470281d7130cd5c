import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff routes of the incidents domain, registered under /api/admin by the staff API (admin-api.ts). */
export const incidentsAdminRoutes: FastifyPluginAsyncZod = async () => {
  // Built in issue 12.
};

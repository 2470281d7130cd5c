import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffStatsSchema, globalSearchQuerySchema, globalSearchResultSchema, systemHealthSchema } from '@shared/overview/schema';
import { messageResponseSchema } from '@shared/schemas';
import { countPlatformRecords } from './count-platform-records';
import { measureSystemHealth } from './measure-system-health';
import { searchEverything } from './search-everything';

/** Staff routes of the overview domain, registered under /api/admin by the staff API (staff-api.ts). */
export const overviewStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { access: 'staff' },
      schema: { tags: ['overview'], summary: 'Counts for the six stat cards', response: { 200: staffStatsSchema } },
    },
    async () => countPlatformRecords(app),
  );

  app.get(
    '/search',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['overview'],
        summary: 'Search users, incidents and applications at once (at most five of each)',
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResultSchema, 400: messageResponseSchema },
      },
    },
    async (request) => searchEverything(app, { q: request.query.q }),
  );

  app.get(
    '/system-health',
    {
      // Polled every 30 s by the overview: counting it would make the figures describe themselves.
      config: { access: 'staff', timed: false },
      schema: { tags: ['overview'], summary: 'Live server figures: database round trip, uptime, memory, request latency', response: { 200: systemHealthSchema } },
    },
    async () => measureSystemHealth(app),
  );
};

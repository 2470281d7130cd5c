import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@shared/analytics/schema';
import { messageResponseSchema } from '@shared/schemas';
import { getAnalytics } from './get-analytics';

/** Staff routes of the analytics domain, registered under /api/admin by the staff API (staff-api.ts). */
export const analyticsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['analytics', 'staff'],
        summary: "The Analytics charts' data over incidents reported from `from` to `to` (default: the last twelve months)",
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => getAnalytics(app, request.query),
  );
};

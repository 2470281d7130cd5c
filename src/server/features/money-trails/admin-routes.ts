import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyTrailListQuerySchema, staffMoneyTrailPageSchema } from '@shared/money-trails/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffMoneyTrails } from './list-staff-money-trails';

/** Staff routes of the money-trails domain, registered under /api/admin by the staff API (admin-api.ts). */
export const moneyTrailsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/money-trails',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'Money trails, a page at a time, newest transaction first: search type, accounts or FR- reference; filter by status, victim e-mail or incident',
        querystring: moneyTrailListQuerySchema,
        response: { 200: staffMoneyTrailPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffMoneyTrails(app.db, request.query),
  );
};

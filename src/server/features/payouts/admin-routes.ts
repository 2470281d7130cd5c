import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPayoutListQuerySchema, staffPayoutPageSchema } from '@shared/payouts/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffPayouts } from './list-staff-payouts';

/** Staff routes of the payouts domain, registered under /api/admin by the staff API (admin-api.ts). */
export const payoutsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payout-requests',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['payouts', 'staff'],
        summary: 'Payout requests, a page at a time, newest first: search e-mail or FR- reference; filter by status. Never the account details',
        querystring: staffPayoutListQuerySchema,
        response: { 200: staffPayoutPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffPayouts(app.db, request.query),
  );
};

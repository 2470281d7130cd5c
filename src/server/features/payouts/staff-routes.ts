import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  revealedPayoutSchema,
  staffPayoutListQuerySchema,
  staffPayoutPageSchema,
  updatePayoutSchema,
} from '@shared/payouts/staff-schema';
import { payoutSummarySchema } from '@shared/payouts/schema';
import { bulkPayoutRequestSchema } from '@shared/payouts/bulk-schema';
import { bulkResultSchema } from '@shared/lists/bulk-schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { actOnPayouts } from './bulk-payouts';
import { decidePayout } from './decide-payout';
import { listStaffPayouts } from './list-staff-payouts';
import { presentPayout } from './present-payout';
import { revealPayout } from './reveal-payout';
import { localeOfRequest } from '../settings/locale';

const refusals = refusalResponses(400, 401, 403, 404, 409);

/** Staff routes of the payouts domain, registered under /api/admin by the staff API (staff-api.ts). */
export const payoutsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payout-requests',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['payouts', 'staff'],
        summary: 'Payout requests, a page at a time, newest first: search e-mail or FR- reference; filter by status. Account details only masked',
        querystring: staffPayoutListQuerySchema,
        response: { 200: staffPayoutPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffPayouts(app, { ...request.query, staff: staffOf(request) }),
  );

  app.put(
    '/payout-requests/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['payouts', 'staff'],
        summary: 'Approve (not above what the case has available), reject, or mark an approved payout paid with its reference (D5)',
        params: idParamSchema,
        body: updatePayoutSchema,
        response: { 200: payoutSummarySchema, ...refusals },
      },
    },
    async (request) => presentPayout(await decidePayout(app, { id: request.params.id, input: request.body, staff: staffOf(request), by: staffChange(request) })),
  );

  app.post(
    '/payout-requests/bulk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['payouts', 'staff'],
        summary: 'Approves up to 100 payout requests at once (each its amount asked), or rejects them with one reason, each on its own',
        description:
          'Each request is decided by the same operation as one at a time, with every rule it keeps (four eyes, what the case has available, a mule account, the status moves) and its own audit row; ' +
          'a first approval of two is done with a note that another staff member must approve. Marking paid stays one at a time. ' +
          'Each names the `updatedAt` the list showed; one changed since is refused. The answer lists what was done, what already was so, and what was refused with the reason.',
        body: bulkPayoutRequestSchema,
        response: { 200: bulkResultSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => actOnPayouts(app, { items: request.body.items, action: request.body.action, staff: staffOf(request), by: staffChange(request), locale: await localeOfRequest(app.db, request) }),
  );

  app.post(
    '/payout-requests/:id/reveal',
    {
      // Bank details: the person confirmed it is them in the last few minutes (issue 22).
      config: { access: 'staff', freshAuth: true },
      schema: {
        tags: ['payouts', 'staff'],
        summary: "The account details for 60 seconds, to an admin or the case's assigned caseworker; every reveal is audited (D17)",
        params: idParamSchema,
        response: { 200: revealedPayoutSchema, ...refusals },
      },
    },
    async (request) => revealPayout(app, { id: request.params.id, staff: staffOf(request), by: staffChange(request) }),
  );
};

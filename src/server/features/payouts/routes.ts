import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutRequestSchema, payoutSummarySchema } from '@shared/payouts/schema';
import { messageResponseSchema } from '@shared/schemas';
import { victimOf } from '../../kernel/plugins/access';
import { listPayoutsOf } from './list-payouts';
import { requestPayout } from './request-payout';

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payout-requests',
    {
      config: { access: 'victim' },
      schema: {
        tags: ['payouts'],
        summary: "The signed-in victim's payout requests (account details masked)",
        response: { 200: z.array(payoutSummarySchema) },
      },
    },
    async (request) => listPayoutsOf(app, { email: victimOf(request).email }),
  );

  app.post(
    '/api/payout-requests',
    {
      config: { access: 'victim', rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['payouts'],
        summary: 'Request a payout of recovered funds (the server decides the amount)',
        body: payoutRequestSchema,
        response: { 201: payoutSummarySchema, 400: messageResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const payout = await requestPayout(app, { ...request.body, email: victimOf(request).email, ip: request.ip });
      return reply.status(201).send(payout);
    },
  );
};

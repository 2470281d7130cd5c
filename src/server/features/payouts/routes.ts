import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutRequestSchema, payoutSummarySchema } from '@shared/payouts/schema';
import { messageResponseSchema } from '@shared/schemas';
import { payoutRequests } from '../../db/schema/index';
import { presentPayout } from './present-payout';
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
    async (request) => {
      const rows = await app.db
        .select()
        .from(payoutRequests)
        .where(sql`lower(${payoutRequests.userEmail}) = ${request.victim!.email.toLowerCase()}`)
        .orderBy(desc(payoutRequests.requestDate));
      return rows.map(presentPayout);
    },
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
      const payout = await requestPayout(app, { ...request.body, email: request.victim!.email, ip: request.ip });
      return reply.status(201).send(payout);
    },
  );
};

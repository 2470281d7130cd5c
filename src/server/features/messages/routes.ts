import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messagesQuerySchema, messageViewSchema, sendMessageResponseSchema, sendMessageSchema } from '@shared/messages/schema';
import { messageResponseSchema } from '@shared/schemas';
import { victimOf } from '../../kernel/plugins/access';
import { victimChange } from '../audit/record-audit';
import { viewerOf } from '../incidents/policy';
import { listCaseMessages } from './list-case-messages';
import { sendVictimMessage } from './send-message';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages',
    {
      config: { access: 'victim-or-staff' },
      schema: {
        tags: ['messages'],
        summary: 'The conversation on a case, oldest first (owner or staff)',
        querystring: messagesQuerySchema,
        response: { 200: z.array(messageViewSchema), 404: messageResponseSchema },
      },
    },
    async (request) => listCaseMessages(app, { incidentId: request.query.recoveryId, viewer: viewerOf(request) }),
  );

  app.post(
    '/api/messages',
    {
      config: { access: 'victim', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['messages'],
        summary: 'Send a message to the case team or to the automated help',
        body: sendMessageSchema,
        response: { 201: sendMessageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const stored = await sendVictimMessage(app, { ...request.body, victim: victimOf(request), by: victimChange(request) });
      return reply.status(201).send({ messages: stored });
    },
  );
};

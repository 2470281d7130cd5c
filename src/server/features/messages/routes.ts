import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messagesQuerySchema, messageViewSchema, sendMessageResponseSchema, sendMessageSchema } from '@shared/messages/schema';
import { messageResponseSchema } from '@shared/schemas';
import { messages } from '../../db/schema/index';
import { findIncidentForViewer } from '../cases/find-incident-for-viewer';
import { viewerOf } from '../cases/viewer';
import { presentMessage } from './present-message';
import { sendVictimMessage } from './send-message';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/messages',
    {
      config: { access: 'victim-or-admin' },
      schema: {
        tags: ['messages'],
        summary: 'The conversation on a case, oldest first (owner or staff)',
        querystring: messagesQuerySchema,
        response: { 200: z.array(messageViewSchema), 404: messageResponseSchema },
      },
    },
    async (request) => {
      const { incident } = await findIncidentForViewer(app.db, request.query.recoveryId, viewerOf(request));
      const rows = await app.db
        .select()
        .from(messages)
        .where(eq(messages.recoveryId, incident.id))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      return rows.map(presentMessage);
    },
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
      const stored = await sendVictimMessage(app.db, { ...request.body, email: request.victim!.email });
      return reply.status(201).send({ messages: stored });
    },
  );
};

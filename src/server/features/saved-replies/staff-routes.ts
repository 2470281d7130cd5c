import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedReplyInputSchema, savedReplyListSchema, savedReplyQuerySchema, savedReplySchema } from '@shared/messages/saved-replies';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies';

const refusals = refusalResponses(400, 401, 403, 404, 409);

/** Saved replies (issue 26): every staff member uses them on a case; admins keep the library. */
export const savedRepliesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-replies',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: 'The saved replies by title; with incidentId, those for that case (its fraud type first), each filled for it',
        querystring: savedReplyQuerySchema,
        response: { 200: savedReplyListSchema, ...refusals },
      },
    },
    async (request) => listSavedReplies(app, { incidentId: request.query.incidentId, adminId: staffOf(request).adminId }),
  );

  app.post(
    '/saved-replies',
    { config: { access: 'admin' }, schema: { tags: ['messages', 'staff'], summary: 'Adds a saved reply', body: savedReplyInputSchema, response: { 201: savedReplySchema, ...refusals } } },
    async (request, reply) => reply.status(201).send(await createSavedReply(app, { ...request.body, by: staffChange(request) })),
  );

  app.put(
    '/saved-replies/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['messages', 'staff'], summary: 'Changes a saved reply', params: idParamSchema, body: savedReplyInputSchema, response: { 200: savedReplySchema, ...refusals } },
    },
    async (request) => updateSavedReply(app, { ...request.body, id: request.params.id, by: staffChange(request) }),
  );

  app.delete(
    '/saved-replies/:id',
    { config: { access: 'admin' }, schema: { tags: ['messages', 'staff'], summary: 'Deletes a saved reply', params: idParamSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteSavedReply(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import { savedViewInputSchema, savedViewListSchema, savedViewSchema, viewLists } from '@shared/views/schema';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { createSavedView, deleteSavedView, listSavedViews } from './saved-views';

const refusals = refusalResponses(400, 401, 403, 404, 409);

/** Saved views (issue 26): named filters of a list, one's own or shared by an admin. */
export const savedViewsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-views',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: "The asker's saved views and everyone's shared ones, by list and name",
        querystring: z.object({ list: z.enum(viewLists, 'Choose a list').optional() }),
        response: { 200: savedViewListSchema, ...refusals },
      },
    },
    async (request) => listSavedViews(app, { staff: staffOf(request), list: request.query.list }),
  );

  app.post(
    '/saved-views',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Names the filters of a list; only an admin may share one', body: savedViewInputSchema, response: { 201: savedViewSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createSavedView(app, { ...request.body, staff: staffOf(request), by: staffChange(request) })),
  );

  app.delete(
    '/saved-views/:id',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: "Deletes one's own view (an admin: also a shared one)", params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await deleteSavedView(app, { id: request.params.id, staff: staffOf(request), by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );
};

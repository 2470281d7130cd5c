import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import { caseTagsInputSchema, caseTagsSchema, tagInputSchema, tagListSchema, tagSchema } from '@shared/tags/schema';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { setCaseTags } from '../incidents/case-tags';
import { createTag, deleteTag, listTags, updateTag } from './tags';

const refusals = refusalResponses(400, 401, 403, 404, 409);

/** Tags (issue 26): admins keep the list; any staff member tags a case. */
export const tagsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tags',
    { config: { access: 'staff' }, schema: { tags: ['incidents', 'staff'], summary: 'The tags, by name', response: { 200: tagListSchema, ...refusals } } },
    async () => listTags(app),
  );

  app.post(
    '/tags',
    { config: { access: 'admin' }, schema: { tags: ['incidents', 'staff'], summary: 'Adds a tag', body: tagInputSchema, response: { 201: tagSchema, ...refusals } } },
    async (request, reply) => reply.status(201).send(await createTag(app, { ...request.body, by: staffChange(request) })),
  );

  app.put(
    '/tags/:id',
    { config: { access: 'admin' }, schema: { tags: ['incidents', 'staff'], summary: 'Renames or recolours a tag', params: idParamSchema, body: tagInputSchema, response: { 200: tagSchema, ...refusals } } },
    async (request) => updateTag(app, { ...request.body, id: request.params.id, by: staffChange(request) }),
  );

  app.delete(
    '/tags/:id',
    { config: { access: 'admin' }, schema: { tags: ['incidents', 'staff'], summary: 'Deletes a tag and takes it off every case', params: idParamSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteTag(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/incidents/:id/tags',
    {
      config: { access: 'staff' },
      schema: { tags: ['incidents', 'staff'], summary: "Sets a case's tags to those given", params: idParamSchema, body: caseTagsInputSchema, response: { 200: caseTagsSchema, ...refusals } },
    },
    async (request) => setCaseTags(app, { incidentId: request.params.id, tagIds: request.body.tagIds, adminId: staffOf(request).adminId, by: staffChange(request) }),
  );
};

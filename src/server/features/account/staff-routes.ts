import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageResponseSchema } from '@shared/schemas';
import { deleteUserSchema } from '@shared/users/staff-schema';
import { staffChange } from '../audit/record-audit';
import { deleteUser } from './delete-user';

/**
 * Staff routes of the account domain, registered under /api/admin by the staff API (staff-api.ts).
 * The admin's deletion of a victim's account keeps its address under /users, but runs here, beside
 * the victim's own deletion (D15): users is a domain the account reads, so it never imports account.
 */
export const accountStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins only (D17).
  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users', 'staff'],
        summary: "Delete a victim's account as their own deletion does (D15), confirmed by typing the e-mail",
        params: idParamSchema,
        // The spec's call sends no body: then the confirmation is missing, and says so in its own words.
        body: z.preprocess((body) => body ?? {}, deleteUserSchema),
        response: { 204: z.null(), 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteUser(app, {
        id: request.params.id,
        confirmEmail: request.body.confirmEmail,
        by: staffChange(request),
      });
      return reply.code(204).send(null);
    },
  );
};

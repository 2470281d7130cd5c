import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountSchema } from '@shared/account/schema';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { auditLog } from '../../db/schema/index';
import { clearSessionCookie } from '../auth/session-cookie';
import { deleteMyAccount } from './delete-my-account';
import { exportMyData } from './export-my-data';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export',
    {
      config: { access: 'victim', rateLimit: { max: 10, timeWindow: 60 * 60_000 } },
      schema: { tags: ['account'], summary: 'Everything held about me: a ZIP of JSON and my files (D15)' },
    },
    async (request, reply) => {
      const email = request.victim!.email;
      const zip = await exportMyData(app, email);
      await app.db.insert(auditLog).values({
        actorType: 'victim',
        actorId: String(request.victim!.userId),
        actorLabel: email,
        action: 'victim.data_exported',
        entityType: 'user_profile',
        entityId: String(request.victim!.userId),
        ip: request.ip,
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${date}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/api/me/delete',
    {
      config: { access: 'victim', rateLimit: { max: 10, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Delete my account after re-entering the password (D15)',
        body: deleteAccountSchema,
        response: { 200: okResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteMyAccount(app, { email: request.victim!.email, password: request.body.password });
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
};

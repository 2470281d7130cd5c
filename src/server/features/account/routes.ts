import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountSchema } from '@shared/account/schema';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { victimOf } from '../../kernel/plugins/access';
import { victimChange } from '../audit/record-audit';
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
      const { archive, filename } = await exportMyData(app, { victim: victimOf(request), by: victimChange(request) });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(archive));
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
      await deleteMyAccount(app, { email: victimOf(request).email, password: request.body.password });
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
};

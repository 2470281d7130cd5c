import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountSchema } from '@shared/account/schema';
import { ownLocaleSchema } from '@shared/i18n/own-locale';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { victimOf } from '../../kernel/plugins/access';
import { victimChange } from '../audit/record-audit';
import { clearSessionCookie } from '../auth/session-cookie';
import { changeOwnLocale } from '../settings/own-locale';
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

  // The language picker, signed in: the account keeps the choice, so the next e-mail is in it.
  app.put(
    '/api/me/locale',
    {
      config: { access: 'victim' },
      schema: {
        tags: ['account'],
        summary: 'Keeps the language I chose on my account, for the e-mails I get',
        body: ownLocaleSchema,
        response: { 200: ownLocaleSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => changeOwnLocale(app, { account: { victimId: victimOf(request).userId }, locale: request.body.locale, by: victimChange(request) }),
  );
};

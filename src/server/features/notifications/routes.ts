import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/schemas';
import { unsubscribeFromBulkMail } from './unsubscribe';
import { unsubscribePageUrl } from './unsubscribe-token';

// The shape of unsubscribeToken(): the account's id, a dot, 32 characters of signature.
const tokenParams = z.object({ token: z.string().regex(/^\d{1,10}\.[A-Za-z0-9_-]{32}$/, 'This unsubscribe link is not valid. Please use the link in the most recent e-mail.') });

/**
 * The unsubscribe link of every bulk e-mail. A mail client's one-click POST (RFC 8058, form-encoded
 * `List-Unsubscribe=One-Click`) unsubscribes at once; a GET only leads to the page with the button,
 * because link scanners open every link in a mail and must not unsubscribe anyone.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one-click body says nothing the link does not; it is accepted and not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  app.post(
    '/api/unsubscribe/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['notifications'],
        summary: 'Stops bulk e-mail to the account the signed link names (one click); mail about their own case still goes',
        params: tokenParams,
        response: { 200: z.object({ ok: z.literal(true) }), 404: messageResponseSchema },
      },
    },
    async (request) => {
      await unsubscribeFromBulkMail(app, { token: request.params.token, ip: request.ip });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/unsubscribe/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['notifications'], summary: 'Leads to the unsubscribe page (a GET never unsubscribes)', params: tokenParams },
    },
    async (request, reply) => reply.redirect(unsubscribePageUrl('', request.params.token), 303),
  );
};

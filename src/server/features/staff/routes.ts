import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasswordLinkResponseSchema, staffPasswordTokenParamsSchema, staffSetPasswordRequestSchema } from '@shared/staff/staff-schema';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { findStaffPasswordLink, setStaffPasswordByLink } from './staff-password-links';

/** The public end of a staff set-password link (an invitation or a reset): nobody is signed in yet. */
export const staffPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff-password/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['staff'],
        summary: 'Whether a staff set-password link works, and for which username',
        params: staffPasswordTokenParamsSchema,
        response: { 200: staffPasswordLinkResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => findStaffPasswordLink(app, { token: request.params.token }),
  );

  app.post(
    '/api/staff-password/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['staff'],
        summary: 'Sets the password of a staff account through its link; the link then stops working',
        params: staffPasswordTokenParamsSchema,
        body: staffSetPasswordRequestSchema,
        response: { 200: okResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => {
      await setStaffPasswordByLink(app, { token: request.params.token, password: request.body.password, ip: request.ip });
      return { ok: true as const };
    },
  );
};

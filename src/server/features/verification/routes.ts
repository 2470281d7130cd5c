import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserResponseSchema } from '@shared/auth/schema';
import {
  profileFormSchema,
  sendVerificationRequestSchema,
  sendVerificationResponseSchema,
  verifyTokenParamsSchema,
  verifyTokenResponseSchema,
} from '@shared/verification/schema';
import { messageResponseSchema } from '@shared/schemas';
import { limitPerSubject } from '../../kernel/plugins/subject-limit';
import { setSessionCookie } from '../auth/session-cookie';
import { completeVerification } from './complete-verification';
import { findLiveToken } from '../auth/email-tokens';
import { sendVerificationEmail } from '../auth/send-verification-email';
import { localeOfRequest } from '../settings/locale';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perEmail = limitPerSubject(
    app,
    'verification-mail',
    app.rateLimits.sendVerificationPerEmail,
    (request) => (request.body as { email: string }).email,
  );

  app.post(
    '/api/send-verification',
    {
      config: { access: 'public', rateLimit: app.rateLimits.sendVerificationPerClient },
      preHandler: perEmail,
      schema: {
        tags: ['verification'],
        summary: 'E-mails a verification link for an address',
        body: sendVerificationRequestSchema,
        response: { 200: sendVerificationResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, ...(await sendVerificationEmail(app, { email: request.body.email, locale: await localeOfRequest(app.db, request) })) }),
  );

  app.get(
    '/api/verify/:token',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['verification'],
        summary: 'Whether a verification link is still valid',
        params: verifyTokenParamsSchema,
        response: { 200: verifyTokenResponseSchema },
      },
    },
    async (request) => {
      const token = await findLiveToken(app.db, { token: request.params.token, purpose: 'verify_email', now: app.clock() });
      return token ? { valid: true, email: token.email } : { valid: false };
    },
  );

  app.post(
    '/api/verify/:token/complete',
    {
      config: { access: 'public', rateLimit: app.rateLimits.verifyPerClient },
      schema: {
        tags: ['verification'],
        summary: 'Creates the profile from a verification link and signs the victim in',
        params: verifyTokenParamsSchema,
        body: profileFormSchema,
        response: { 200: sessionUserResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = await completeVerification(app, {
        token: request.params.token,
        profile: request.body,
        ip: request.ip,
        locale: await localeOfRequest(app.db, request),
      });
      setSessionCookie(reply, session.token, session.expiresAt);
      return { user };
    },
  );
};

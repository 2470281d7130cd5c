import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, sessionUserResponseSchema } from '@shared/auth/schema';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { userProfiles } from '../../db/schema/index';
import { SESSION_COOKIE } from '../../plugins/access';
import { limitPerSubject } from '../../plugins/subject-limit';
import { logInVictim } from './log-in-victim';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { findVictimBySessionToken, revokeSession } from './sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const perAccount = limitPerSubject(app, 'login', app.rateLimits.loginPerAccount, (request) =>
    String((request.body as { email?: unknown }).email).trim().toLowerCase(),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: app.rateLimits.loginPerClient },
      preHandler: perAccount,
      schema: {
        tags: ['auth'],
        summary: 'Victim sign-in; sets an httpOnly session cookie',
        body: loginRequestSchema,
        response: { 200: sessionUserResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = await logInVictim(app.db, request.body);
      setSessionCookie(reply, session.token, session.expiresAt);
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Ends the victim session', response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const identity = await findVictimBySessionToken(app.db, token);
        if (identity) await revokeSession(app.db, identity.sessionId);
      }
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { access: 'victim' },
      schema: { tags: ['auth'], summary: 'The signed-in victim', response: { 200: sessionUserResponseSchema } },
    },
    async (request) => {
      const [profile] = await app.db
        .select({ email: userProfiles.email, fullName: userProfiles.fullName })
        .from(userProfiles)
        .where(eq(userProfiles.id, request.victim!.userId))
        .limit(1);
      return { user: profile ?? { email: request.victim!.email, fullName: '' } };
    },
  );
};

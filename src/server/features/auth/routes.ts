import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, sessionStateResponseSchema, sessionUserResponseSchema } from '@shared/auth/schema';
import { messageResponseSchema, okResponseSchema } from '@shared/schemas';
import { SESSION_COOKIE, victimOf } from '../../kernel/plugins/access';
import { knownDeviceFor, setDeviceCookie } from './device-cookie';
import { findSessionUser } from './find-session-user';
import { logInVictim } from './log-in-victim';
import { limitSignIn } from './sign-in-limits';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { findVictimBySessionToken, revokeSession, revokeVictimSessions } from './sessions';
import { clientGone } from '../../kernel/plugins/client-gone';
import { localeOfRequest } from '../settings/locale';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: app.rateLimits.loginPerClient },
      schema: {
        tags: ['auth'],
        summary: 'Victim sign-in; sets an httpOnly session cookie',
        body: loginRequestSchema,
        response: { 200: sessionUserResponseSchema, 401: messageResponseSchema, 429: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const deviceId = knownDeviceFor(request, request.body.email);
      const locale = await localeOfRequest(app.db, request);
      // Guesses slow down per account and address; the owner's known browser is never held up (sign-in-limits.ts).
      const result = await limitSignIn(app, {
        attempt: { kind: 'victim', account: request.body.email, deviceId, ip: request.ip },
        run: () => logInVictim(app, { ...request.body, signal: clientGone(reply), locale }),
      });
      setDeviceCookie(reply, request.body.email, deviceId);
      setSessionCookie(reply, result.session.token, result.session.expiresAt);
      return { user: result.user };
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
        const now = app.clock();
        const identity = await findVictimBySessionToken(app.db, { token, now });
        if (identity) await revokeSession(app.db, { sessionId: identity.sessionId, now });
      }
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  // Every session of the account, this browser's too: for a lost phone or a password someone else
  // may know. The browser is then signed out like any other.
  app.post(
    '/api/auth/sign-out-everywhere',
    {
      config: { access: 'victim' },
      schema: { tags: ['auth'], summary: "Ends every session of the signed-in victim's account", response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      await revokeVictimSessions(app.db, { userProfileId: victimOf(request).userId, now: app.clock() });
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
    async (request) => ({ user: await findSessionUser(app, { victim: victimOf(request) }) }),
  );

  // What the web app asks on load: a signed-out visitor is the common case, not a failure, so it
  // gets a 200 rather than /api/auth/me's 401 (which the browser logs as an error on every page).
  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in victim, or null when signed out', response: { 200: sessionStateResponseSchema } },
    },
    async (request, reply) => {
      // The answer depends on the cookie, so no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return { user: request.victim ? await findSessionUser(app, { victim: request.victim }) : null };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSessionResponseSchema } from '@shared/auth/schema';
import { adminLoginRequestSchema, adminLoginResponseSchema } from '@shared/staff/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { AppError } from '../../errors';
import { adminOf } from '../../plugins/access';
import { tooManyRequests } from '../../plugins/subject-limit';
import { logInStaff, logOutStaff } from './log-in-staff';
import { failureKeyFor, knownDeviceFor, setDeviceCookie } from './device-cookie';
import { getNumberSetting } from '../settings/queries';
import { createLoginFailures } from './login-failures';

/** Staff routes of the auth domain, registered under /api/admin by the staff API (admin-api.ts). */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff sign-in has budgets of its own, of the same size as the victims' (rate-limits.ts), and
  // the same known-device rule (login-failures.ts): guessing at a username from anywhere cannot
  // lock its owner out on the browser they signed in with before.
  const loginFailures = createLoginFailures(app.rateLimits.loginFailuresPerAccount);

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: app.rateLimits.loginPerClient },
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in; answers a bearer token',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema, 400: messageResponseSchema, 401: messageResponseSchema, 429: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const deviceId = knownDeviceFor(request, username, 'staff');
      const failureKey = failureKeyFor(username, deviceId);
      // A key out of budget is refused before the password is looked at, so guessing on it stops.
      const wait = loginFailures.begin(failureKey, await getNumberSetting(app.db, 'login_failures_limit'));
      if (wait > 0) throw tooManyRequests(wait);
      try {
        const result = await logInStaff(app.db, { ...request.body, ip: request.ip });
        loginFailures.succeeded(failureKey);
        setDeviceCookie(reply, username, deviceId, 'staff');
        return result;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'LOGIN_FAILED')) loginFailures.abandoned(failureKey);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      // A session still owing its second factor may be ended too.
      config: { access: 'staff', beforeSecondFactor: true },
      schema: {
        tags: ['auth'],
        summary: "Ends the caller's staff session; its token stops working",
        response: { 204: z.null(), 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await logOutStaff(app.db, adminOf(request), request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member',
        response: { 200: adminSessionResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      // An admin made before display names existed shows under the name they sign in with.
      return { username: admin.username, displayName: admin.displayName ?? admin.username, role: admin.role };
    },
  );
};

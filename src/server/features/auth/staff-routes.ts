import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffSessionResponseSchema } from '@shared/auth/schema';
import { staffLoginRequestSchema, staffLoginResponseSchema } from '@shared/staff/staff-schema';
import { messageResponseSchema } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { logInStaff, logOutStaff, logOutStaffEverywhere } from './log-in-staff';
import { knownDeviceFor, setDeviceCookie } from './device-cookie';
import { limitSignIn } from './sign-in-limits';
import { clientGone } from '../../kernel/plugins/client-gone';
import { localeOfRequest } from '../settings/locale';

/** Staff routes of the auth domain, registered under /api/admin by the staff API (staff-api.ts). */
export const authStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: app.rateLimits.loginPerClient },
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in; answers a bearer token',
        body: staffLoginRequestSchema,
        response: { 200: staffLoginResponseSchema, 400: messageResponseSchema, 401: messageResponseSchema, 429: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { username } = request.body;
      // The same limits as the victims' sign-in (sign-in-limits.ts): guessing at a username from
      // anywhere slows the guesser and never locks its owner out.
      const deviceId = knownDeviceFor(request, username, 'staff');
      const locale = await localeOfRequest(app.db, request);
      const result = await limitSignIn(app, {
        attempt: { kind: 'staff', account: username, deviceId, ip: request.ip },
        run: () => logInStaff(app, { ...request.body, ip: request.ip, signal: clientGone(reply), locale }),
      });
      setDeviceCookie(reply, username, deviceId, 'staff');
      return result;
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
      await logOutStaff(app, { staff: staffOf(request), by: staffChange(request) });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/sign-out-everywhere',
    {
      // Not before the second factor: a password alone must not be enough to sign the owner out.
      config: { access: 'staff' },
      schema: {
        tags: ['auth'],
        summary: "Ends every session of the caller's staff account, this one included",
        response: { 204: z.null(), 401: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await logOutStaffEverywhere(app, { staff: staffOf(request), by: staffChange(request) });
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
        response: { 200: staffSessionResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => {
      const admin = staffOf(request);
      // An admin made before display names existed shows under the name they sign in with.
      return { id: admin.adminId, username: admin.username, displayName: admin.displayName ?? admin.username, role: admin.role };
    },
  );
};

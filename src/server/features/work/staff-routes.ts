import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@shared/schemas';
import { bellPageSchema, bellQuerySchema, bellUnreadSchema, myWorkCountsSchema, myWorkSchema } from '@shared/work/schema';
import { staffOf } from '../../kernel/plugins/access';
import { listBell, markBellRead, unreadBellCount } from './bell';
import { countMyWork, getMyWork } from './my-work';

const tags = ['work', 'staff'];
const refusals = { 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema };

/** A staff member's own work: the landing page's queues, the sidebar's counts, and the bell. */
export const workStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-work',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "My work: the open cases I own, those whose victim waits on us, new reports nobody owns, applications waiting; counts and the first of each",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
        response: { 200: myWorkSchema, ...refusals },
      },
    },
    async (request) => getMyWork(app, { adminId: staffOf(request).adminId, limit: request.query.limit }),
  );

  app.get(
    '/my-work/counts',
    {
      config: { access: 'staff' },
      schema: { tags, summary: "The sidebar's counts of My work (each stops at 1,000)", response: { 200: myWorkCountsSchema, ...refusals } },
    },
    async (request) => countMyWork(app, { adminId: staffOf(request).adminId }),
  );

  app.get(
    '/bell',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'What is new for the staff member asking, newest first: reports, applications, uploads, messages and payout requests, cases given to them, alerts',
        querystring: bellQuerySchema,
        response: { 200: bellPageSchema, ...refusals },
      },
    },
    async (request) => listBell(app, { adminId: staffOf(request).adminId, ...request.query }),
  );

  app.get(
    '/bell/unread',
    { config: { access: 'staff' }, schema: { tags, summary: "The bell's badge: what came since this staff member last opened it (up to 100)", response: { 200: bellUnreadSchema, ...refusals } } },
    async (request) => ({ unread: await unreadBellCount(app, { adminId: staffOf(request).adminId }) }),
  );

  app.post(
    '/bell/read',
    { config: { access: 'staff' }, schema: { tags, summary: 'Marks everything in the bell so far as read, for the staff member asking', response: { 200: bellUnreadSchema, ...refusals } } },
    async (request) => {
      await markBellRead(app, { adminId: staffOf(request).adminId });
      return { unread: 0 };
    },
  );
};

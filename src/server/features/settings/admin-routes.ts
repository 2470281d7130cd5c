import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSettingListQuerySchema, staffSettingPageSchema } from '@shared/settings/admin-schema';
import { messageResponseSchema } from '@shared/schemas';
import { listStaffSettings } from './list-staff-settings';

/** Admin-only routes of the settings domain (D17), registered under /api/admin by the staff API (admin-api.ts). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: 'Settings, a page at a time (admins only): search key or description; filter by category. Secret values are never sent',
        querystring: staffSettingListQuerySchema,
        response: { 200: staffSettingPageSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => listStaffSettings(app.db, request.query),
  );
};

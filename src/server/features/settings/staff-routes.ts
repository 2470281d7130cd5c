import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandingUploadResponseSchema,
  revealedSettingSchema,
  settingKeyParamSchema,
  staffSettingListQuerySchema,
  staffSettingPageSchema,
  staffSettingSchema,
  testEmailResponseSchema,
  updateSettingSchema,
} from '@shared/settings/staff-schema';
import { messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { uploadBrandingImage } from './branding-image';
import { deleteSetting, revealSetting, updateSetting } from './change-setting';
import { listStaffSettings } from './list-staff-settings';
import { sendTestEmail } from './send-test-email';

const errors = refusalResponses(400, 401, 403, 404);

/** Admin-only routes of the settings domain (D17), registered under /api/admin by the staff API (staff-api.ts). */
export const settingsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: 'Settings, a page at a time (admins only): search key or description; filter by category. Secret values are never sent',
        querystring: staffSettingListQuerySchema,
        response: { 200: staffSettingPageSchema, ...errors },
      },
    },
    async (request) => listStaffSettings(app, request.query),
  );

  app.put(
    '/settings/:key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: "Set one setting, checked against the key's own rule (a URL is a URL, the fee 0 to 50); a secret is stored encrypted",
        params: settingKeyParamSchema,
        body: updateSettingSchema,
        response: { 200: staffSettingSchema, ...errors },
      },
    },
    async (request) => updateSetting(app, { key: request.params.key, value: request.body.value, by: staffChange(request) }),
  );

  app.delete(
    '/settings/:key',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: "Remove the organisation's value so the default applies; PLATFORM_NAME, PLATFORM_DESCRIPTION and SESSION_SECRET are protected (409)",
        params: settingKeyParamSchema,
        response: { 200: staffSettingSchema, ...errors, 409: messageResponseSchema },
      },
    },
    async (request) => deleteSetting(app, { key: request.params.key, by: staffChange(request) }),
  );

  app.get(
    '/settings/:key/reveal',
    {
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags: ['settings', 'staff'],
        summary: "A secret setting's value; each reveal writes an audit row (without the value)",
        params: settingKeyParamSchema,
        response: { 200: revealedSettingSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return revealSetting(app, { key: request.params.key, by: staffChange(request) });
    },
  );

  app.post(
    '/settings/test-email',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: "Send a test e-mail to the signed-in staff member's address and answer what the mail server said",
        response: { 200: testEmailResponseSchema, ...errors },
      },
    },
    async (request) => sendTestEmail(app, staffOf(request)),
  );

  app.post(
    '/upload-branding',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['settings', 'staff'],
        summary: 'Upload the logo (PNG, JPEG, GIF, WebP) or favicon (ICO, PNG, GIF), checked by content (multipart: file, settingKey)',
        consumes: ['multipart/form-data'],
        response: { 200: brandingUploadResponseSchema, ...errors, 413: messageResponseSchema, 415: messageResponseSchema },
      },
    },
    async (request) => uploadBrandingImage(app, { request, by: staffChange(request) }),
  );
};

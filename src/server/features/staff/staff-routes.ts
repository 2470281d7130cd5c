import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffRequestSchema,
  staffDirectoryResponseSchema,
  staffLinkResponseSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberSchema,
  staffPreferencesSchema,
  updateStaffRequestSchema,
} from '@shared/staff/staff-schema';
import { ownLocaleSchema } from '@shared/i18n/own-locale';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { changeOwnLocale } from '../settings/own-locale';
import { changeOwnPreferences, ownPreferences } from './own-preferences';
import { createStaffAccount, listStaff, resetStaffPassword, staffDirectory, updateStaffAccount } from './staff-accounts';

const errors = refusalResponses(400, 401, 403, 404, 409, 503);

/**
 * Staff routes of the staff domain, registered under /api/admin by the staff API (staff-api.ts).
 * Managing accounts is for admins only (D17); the directory is for all staff.
 */
export const staffStaffRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get(
    '/staff',
    { config: { access: 'admin' }, schema: { tags: ['staff'], summary: 'Staff accounts, paged', querystring: staffListQuerySchema, response: { 200: staffListResponseSchema, ...errors } } },
    async (request) => listStaff(app, request.query),
  );

  app.get(
    '/staff/directory',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Active staff, for assigning a case team', response: { 200: staffDirectoryResponseSchema, ...errors } },
    },
    async () => ({ items: await staffDirectory(app) }),
  );

  app.get(
    '/staff/me/preferences',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: "The asking staff member's own notification choices", response: { 200: staffPreferencesSchema, ...errors } } },
    async (request) => ownPreferences(app, { adminId: staffOf(request).adminId }),
  );

  app.put(
    '/staff/me/preferences',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: "Changes the asking staff member's own notification choices (never a colleague's)", body: staffPreferencesSchema, response: { 200: staffPreferencesSchema, ...errors } },
    },
    async (request) => changeOwnPreferences(app, { ...request.body, adminId: staffOf(request).adminId, by: staffChange(request) }),
  );

  // The language picker in the staff header: the account keeps the choice, so the next e-mail is in it.
  app.put(
    '/staff/me/locale',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: "Keeps the asking staff member's own language (never a colleague's), for their e-mails", body: ownLocaleSchema, response: { 200: ownLocaleSchema, ...errors } },
    },
    async (request) => changeOwnLocale(app, { account: { staffId: staffOf(request).adminId }, locale: request.body.locale, by: staffChange(request) }),
  );

  app.post(
    '/staff',
    {
      // A new staff account is new access to everything staff see: confirmed first (issue 22).
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Creates a staff account and e-mails a link to set its password',
        body: createStaffRequestSchema,
        response: { 201: staffLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createStaffAccount(app, { ...request.body, by: staffChange(request) })),
  );

  app.put(
    '/staff/:id',
    {
      // A role or an address decides who holds an account: asked of whoever holds this session now.
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Changes a staff account (name, e-mail, role, disabled)',
        params: idParamSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => updateStaffAccount(app, { ...request.body, id: request.params.id, by: staffChange(request) }),
  );

  app.post(
    '/staff/:id/reset-password',
    {
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'E-mails a new link to set the password of a staff account',
        params: idParamSchema,
        response: { 200: staffLinkResponseSchema, ...errors },
      },
    },
    async (request) => resetStaffPassword(app, { id: request.params.id, by: staffChange(request) }),
  );
};

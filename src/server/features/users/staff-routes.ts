import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import {
  createUserResponseSchema,
  createUserSchema,
  editUserSchema,
  setUserVerificationSchema,
  staffUserPageSchema,
  staffUserSchema,
  userApplicationListSchema,
  userDocumentListSchema,
  userIncidentListSchema,
  userListQuerySchema,
  userPayoutListSchema,
} from '@shared/users/staff-schema';
import { staffChange } from '../audit/record-audit';
import { createUser } from './create-user';
import { findUserRow } from './find-user';
import { listUserApplications, listUserDocuments, listUserIncidents, listUserPayouts } from './list-user-records';
import { listUsers } from './list-users';
import { presentStaffUser } from './present-staff-user';
import { sendPasswordReset } from './send-password-reset';
import { updateUser } from './update-user';

const tags = ['users', 'staff'];
const errors = refusalResponses(400, 404);

/** Staff routes of the users domain, registered under /api/admin by the staff API (staff-api.ts). */
export const usersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Victims' profiles, a page at a time: search by e-mail or full name; filter verified or unverified",
        querystring: userListQuerySchema,
        response: { 200: staffUserPageSchema, 400: messageResponseSchema },
      },
    },
    async (request) => listUsers(app, request.query),
  );

  // GET /users/export.csv, the first export's address, is served by the export routes (export/staff-routes.ts).

  app.post(
    '/users',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Create a verified profile; its owner is e-mailed a link to choose a password',
        body: createUserSchema,
        response: { 201: createUserResponseSchema, 400: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createUser(app, { values: request.body, by: staffChange(request) });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'One profile', params: idParamSchema, response: { 200: staffUserSchema, ...errors } },
    },
    async (request) => presentStaffUser(await findUserRow(app, { id: request.params.id })),
  );

  const detailLists = [
    ['incidents', 'Reports naming the address, confirmed or not (D18)', userIncidentListSchema, listUserIncidents],
    ['recovery-applications', 'Recovery applications from the address', userApplicationListSchema, listUserApplications],
    ['payouts', 'Payout requests by the address or on its cases', userPayoutListSchema, listUserPayouts],
    ['documents', 'Files uploaded by the address or on its cases (sizes in bytes)', userDocumentListSchema, listUserDocuments],
  ] as const;
  for (const [path, summary, schema, list] of detailLists) {
    app.get(
      `/users/:id/${path}`,
      {
        config: { access: 'staff' },
        schema: { tags, summary, params: idParamSchema, response: { 200: schema as z.ZodType, ...errors } },
      },
      async (request) => list(app, { id: request.params.id }),
    );
  }

  app.put(
    '/users/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Verify or unverify a profile',
        params: idParamSchema,
        body: setUserVerificationSchema,
        response: { 200: staffUserSchema, ...errors },
      },
    },
    async (request) =>
      updateUser(app, { id: request.params.id, edit: { kind: 'verification', isVerified: request.body.isVerified }, by: staffChange(request) }),
  );

  // The spec's "edit user action": POST /users/{id}/{action}, where the one action is 'edit'.
  app.post(
    '/users/:id/edit',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Edit a profile's name, phone and country",
        params: idParamSchema,
        body: editUserSchema,
        response: { 200: staffUserSchema, ...errors },
      },
    },
    async (request) =>
      updateUser(app, { id: request.params.id, edit: { kind: 'edit', values: request.body }, by: staffChange(request) }),
  );

  // Staff never choose a victim's password (D17): the old POST /set-password is gone; this sends
  // the victim a link to choose one themselves.
  app.post(
    '/users/:id/send-password-reset',
    {
      config: { access: 'staff', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "E-mails the victim a link to choose a new password; staff never see or set it. Nothing changes until the victim uses it",
        params: idParamSchema,
        response: { 200: z.object({ ok: z.literal(true), mailSent: z.boolean() }), ...errors },
      },
    },
    async (request) => sendPasswordReset(app, { id: request.params.id, by: staffChange(request) }),
  );

  // DELETE /users/:id, the admin's deletion of the account, is served by the account routes
  // (account/staff-routes.ts): it is the victim's own erasure (D15).
};

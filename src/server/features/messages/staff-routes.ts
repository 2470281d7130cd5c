import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationListQuerySchema,
  conversationPageSchema,
  notifyVictimResponseSchema,
  notifyVictimSchema,
  staffMessageListQuerySchema,
  staffMessagePageSchema,
  staffReplySchema,
  staffThreadMessageSchema,
  staffThreadSchema,
} from '@shared/messages/staff-schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { AppError, schemaRefusal } from '../../kernel/errors';
import { staffOf } from '../../kernel/plugins/access';
import { ingestMultipartUpload } from '../../kernel/uploads/ingest-files';
import { staffChange } from '../audit/record-audit';
import { findCaseThread, markCaseThreadRead } from './case-thread';
import { listConversations } from './list-conversations';
import { listStaffMessages } from './list-staff-messages';
import { notifyVictim } from './notify-victim';
import { replyAsStaff } from './reply-as-staff';

const refusals = refusalResponses(400, 401, 403, 404);

/** Staff routes of the messages domain, registered under /api/admin by the staff API (staff-api.ts). */
export const messagesStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: 'The messages of every case, a page at a time, newest first: search subject, content, sender, recipient or FR- reference; filter read or unread',
        querystring: staffMessageListQuerySchema,
        response: { 200: staffMessagePageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffMessages(app, request.query),
  );

  app.get(
    '/conversations',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: 'One row per case with messages: unread count and how long the victim has waited for a reply; longest wait first',
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listConversations(app, request.query),
  );

  app.get(
    '/incidents/:id/messages',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: "A case's whole conversation, oldest first, with the team's internal notes",
        params: idParamSchema,
        response: { 200: staffThreadSchema, ...refusals },
      },
    },
    async (request) => findCaseThread(app, { incidentId: request.params.id, adminId: staffOf(request).adminId }),
  );

  app.post(
    '/incidents/:id/messages',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: 'Reply to the victim as Case Manager or Legal Advisor (the victim is e-mailed), or add an internal note only staff see',
        params: idParamSchema,
        body: staffReplySchema,
        response: { 201: staffThreadMessageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const stored = await replyAsStaff(app, { incidentId: request.params.id, input: request.body, staff: staffOf(request), by: staffChange(request) });
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/incidents/:id/messages/with-file',
    {
      // The same allowance as the team's other uploads to a case.
      config: { access: 'staff', rateLimit: { max: 60, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ['messages', 'staff'],
        summary: "Reply to the victim with one file from the case team (multipart: content, role, file); the file is checked by content like any upload and becomes one of the case's documents",
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 201: staffThreadMessageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_CONTENT_TYPE', 'Please send the form as multipart/form-data.');
      const upload = await ingestMultipartUpload(request, { storage: app.storage, fileField: 'file', maxFiles: 1, keyPrefix: 'cases' });
      // The text fields are checked as a reply without a file is; nothing is kept if they fail.
      const parsed = staffReplySchema.safeParse({ content: upload.fields.content, role: upload.fields.role, internal: upload.fields.internal === 'true' });
      if (!parsed.success) {
        await upload.discard();
        throw schemaRefusal(parsed.error.issues[0]);
      }
      const stored = await replyAsStaff(app, { incidentId: request.params.id, input: parsed.data, staff: staffOf(request), by: staffChange(request), upload });
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/incidents/:id/messages/read',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: "Mark the victim's messages on a case as read by the team",
        params: idParamSchema,
        response: { 200: z.object({ marked: z.number() }), ...refusals },
      },
    },
    async (request) => ({ marked: await markCaseThreadRead(app, { incidentId: request.params.id, adminId: staffOf(request).adminId }) }),
  );

  app.post(
    '/notify-victim',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages', 'staff'],
        summary: "Send one e-mail and one in-app message to a case's victim (subject and message required)",
        body: notifyVictimSchema,
        response: { 201: notifyVictimResponseSchema, ...refusals, 503: messageResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await notifyVictim(app, { input: request.body, staff: staffOf(request), by: staffChange(request) })),
  );
};

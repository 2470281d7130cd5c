import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkOperationSchema,
  recentBulkOperationsSchema,
  recipientCountsSchema,
  sendNotificationResponseSchema,
  sendNotificationSchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
} from '@shared/notifications/schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { cancelBulkOperation, getBulkOperation, recentBulkOperations } from './bulk-operations';
import { recipientCounts } from './recipient-counts';
import { startBulkNotification } from './start-bulk-notification';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates';

const refusals = refusalResponses(400, 401, 403, 404, 409);

/**
 * The Notifications section: bulk e-mail to victims (admins to everyone, caseworkers to the victims
 * of their own cases, D17), its progress and Cancel, and the templates to start from.
 */
export const notificationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-notification',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['notifications', 'staff'],
        summary: 'Starts a bulk notification (type all, verified or unverified) and answers at once with its operation id; the mails go out through the outbox',
        body: sendNotificationSchema,
        response: { 202: sendNotificationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(202).send(await startBulkNotification(app, { input: request.body, staff: staffOf(request), by: staffChange(request) })),
  );

  app.get(
    '/bulk-operations',
    {
      config: { access: 'staff' },
      schema: { tags: ['notifications', 'staff'], summary: 'The ten most recent bulk notifications (a caseworker sees their own)', response: { 200: recentBulkOperationsSchema, 401: messageResponseSchema } },
    },
    async (request) => recentBulkOperations(app, { staff: staffOf(request) }),
  );

  app.get(
    '/bulk-operations/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['notifications', 'staff'],
        summary: 'A bulk notification: status (pending, running, completed, failed, cancelled), totalItems, processedItems, failedItems',
        params: idParamSchema,
        response: { 200: bulkOperationSchema, ...refusals },
      },
    },
    async (request) => getBulkOperation(app, { id: request.params.id, staff: staffOf(request) }),
  );

  app.post(
    '/bulk-operations/:id/cancel',
    {
      config: { access: 'staff' },
      schema: { tags: ['notifications', 'staff'], summary: 'Cancels a bulk notification: mails not yet sent are not sent', params: idParamSchema, response: { 200: bulkOperationSchema, ...refusals } },
    },
    async (request) => cancelBulkOperation(app, { id: request.params.id, staff: staffOf(request), by: staffChange(request) }),
  );

  app.get(
    '/notifications/recipient-counts',
    {
      config: { access: 'staff' },
      schema: { tags: ['notifications', 'staff'], summary: 'How many people each recipient choice reaches, for the staff member asking', response: { 200: recipientCountsSchema, 401: messageResponseSchema } },
    },
    async (request) => recipientCounts(app, { staff: staffOf(request) }),
  );

  app.get(
    '/notification-templates',
    {
      config: { access: 'staff' },
      schema: { tags: ['notifications', 'staff'], summary: 'The notification templates, by name', response: { 200: templateListSchema, 401: messageResponseSchema } },
    },
    async () => listTemplates(app),
  );

  app.post(
    '/notification-templates',
    {
      config: { access: 'admin' },
      schema: { tags: ['notifications', 'staff'], summary: 'Creates a template (name unique)', body: templateInputSchema, response: { 201: templateSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createTemplate(app, { ...request.body, by: staffChange(request) })),
  );

  app.put(
    '/notification-templates/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['notifications', 'staff'], summary: 'Changes a template', params: idParamSchema, body: templateInputSchema, response: { 200: templateSchema, ...refusals } },
    },
    async (request) => updateTemplate(app, { ...request.body, id: request.params.id, by: staffChange(request) }),
  );

  app.delete(
    '/notification-templates/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['notifications', 'staff'], summary: 'Deletes a template', params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await deleteTemplate(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );
};

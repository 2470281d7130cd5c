import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertEventPageSchema, alertEventQuerySchema, alertInputSchema, alertRuleListSchema, alertRuleSchema, alertUnreadSchema } from '@shared/alerts/schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { listAlertEvents, markAlertsRead, unreadAlertCount } from './alert-events';
import { createAlertRule, deleteAlertRule, listAlertRules, updateAlertRule } from './alert-rules';

const refusals = refusalResponses(400, 401, 403, 404);

/**
 * The Alerts section: rules (admins make, change, switch and delete them; every staff member sees
 * them) and what they found, with the bell's unread count.
 */
export const alertsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    { config: { access: 'staff' }, schema: { tags: ['alerts', 'staff'], summary: 'The alert rules, by name', response: { 200: alertRuleListSchema, 401: messageResponseSchema } } },
    async () => listAlertRules(app),
  );

  app.post(
    '/alerts',
    {
      config: { access: 'admin' },
      schema: { tags: ['alerts', 'staff'], summary: 'Creates an alert rule; it is checked at once and then every five minutes', body: alertInputSchema, response: { 201: alertRuleSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createAlertRule(app, { ...request.body, by: staffChange(request) })),
  );

  app.put(
    '/alerts/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['alerts', 'staff'], summary: 'Changes an alert rule, or switches it on or off (isActive)', params: idParamSchema, body: alertInputSchema, response: { 200: alertRuleSchema, ...refusals } },
    },
    async (request) => updateAlertRule(app, { ...request.body, id: request.params.id, by: staffChange(request) }),
  );

  app.delete(
    '/alerts/:id',
    {
      config: { access: 'admin' },
      schema: { tags: ['alerts', 'staff'], summary: 'Deletes an alert rule and what it found', params: idParamSchema, response: { 204: z.null(), ...refusals } },
    },
    async (request, reply) => {
      await deleteAlertRule(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/alerts/events',
    {
      config: { access: 'staff' },
      schema: { tags: ['alerts', 'staff'], summary: 'What the rules found, newest first, a page at a time, each marked unread or not for the staff member asking', querystring: alertEventQuerySchema, response: { 200: alertEventPageSchema, ...refusals } },
    },
    async (request) => listAlertEvents(app, { ...request.query, adminId: staffOf(request).adminId }),
  );

  app.get(
    '/alerts/unread',
    { config: { access: 'staff' }, schema: { tags: ['alerts', 'staff'], summary: "The bell's count: alerts since this staff member last opened them", response: { 200: alertUnreadSchema, 401: messageResponseSchema } } },
    async (request) => ({ unread: await unreadAlertCount(app, { adminId: staffOf(request).adminId }) }),
  );

  app.post(
    '/alerts/events/read',
    { config: { access: 'staff' }, schema: { tags: ['alerts', 'staff'], summary: 'Marks every alert so far as read for the staff member asking', response: { 200: alertUnreadSchema, 401: messageResponseSchema } } },
    async (request) => {
      await markAlertsRead(app, { adminId: staffOf(request).adminId });
      return { unread: 0 };
    },
  );
};

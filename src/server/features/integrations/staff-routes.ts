import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiKeyListSchema, apiKeySchema, createApiKeySchema, createdApiKeySchema } from '@shared/integrations/api-keys';
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@shared/integrations/webhooks';
import { idParamSchema, idSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  sendTestWebhook,
  setWebhookEndpointActive,
} from './webhook-endpoints';

const refusals = refusalResponses(400, 401, 403, 404, 409);
const deliveryParamsSchema = z.object({ id: idSchema(), deliveryId: idSchema('Please give a valid delivery id') });

/**
 * Integrations (issue 27), admins only: API keys and webhook endpoints. Making either asks for a
 * fresh confirmation: a key reads every case for as long as it lives, and an endpoint is told of
 * every event it subscribes to.
 */
export const integrationsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations', 'admin'];

  app.get(
    '/api-keys',
    { config: { access: 'admin' }, schema: { tags, summary: 'The API keys, newest first, revoked ones too; never a secret', response: { 200: apiKeyListSchema, ...refusals } } },
    async () => listApiKeys(app),
  );

  app.post(
    '/api-keys',
    {
      config: { access: 'admin', freshAuth: true },
      schema: { tags, summary: 'Makes an API key with its scopes; the answer holds the whole key, shown this once (only its SHA-256 is kept)', body: createApiKeySchema, response: { 201: createdApiKeySchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(app, { ...request.body, adminId: staffOf(request).adminId, by: staffChange(request) })),
  );

  app.post(
    '/api-keys/:id/revoke',
    { config: { access: 'admin' }, schema: { tags, summary: 'Revokes an API key at once', params: idParamSchema, response: { 200: apiKeySchema, ...refusals } } },
    async (request) => revokeApiKey(app, { id: request.params.id, adminId: staffOf(request).adminId, by: staffChange(request) }),
  );

  app.get(
    '/webhooks',
    { config: { access: 'admin' }, schema: { tags, summary: 'The webhook endpoints, with their deliveries of the last 7 days by status', response: { 200: webhookEndpointListSchema, ...refusals } } },
    async () => listWebhookEndpoints(app),
  );

  app.post(
    '/webhooks',
    {
      config: { access: 'admin', freshAuth: true },
      schema: {
        tags,
        summary: 'Adds a webhook endpoint (https to a public address in production); the answer holds its signing secret, shown this once',
        body: createWebhookEndpointSchema,
        response: { 201: createdWebhookEndpointSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await createWebhookEndpoint(app, { ...request.body, adminId: staffOf(request).adminId, by: staffChange(request) })),
  );

  app.put(
    '/webhooks/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Pauses or resumes an endpoint', params: idParamSchema, body: updateWebhookEndpointSchema, response: { 200: webhookEndpointSchema, ...refusals } },
    },
    async (request) => setWebhookEndpointActive(app, { id: request.params.id, active: request.body.active, by: staffChange(request) }),
  );

  app.delete(
    '/webhooks/:id',
    { config: { access: 'admin' }, schema: { tags, summary: 'Deletes an endpoint and its delivery log', params: idParamSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteWebhookEndpoint(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { access: 'admin' },
      schema: { tags, summary: "An endpoint's delivery log, newest first", params: idParamSchema, querystring: webhookDeliveryListQuerySchema, response: { 200: webhookDeliveryPageSchema, ...refusals } },
    },
    async (request) => listWebhookDeliveries(app, { ...request.query, endpointId: request.params.id }),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Sends a failed delivery again (same event id and body, a fresh round of tries)', params: deliveryParamsSchema, response: { 200: webhookDeliverySchema, ...refusals } },
    },
    async (request) => resendWebhookDelivery(app, { endpointId: request.params.id, deliveryId: request.params.deliveryId, by: staffChange(request) }),
  );

  app.post(
    '/webhooks/:id/test',
    { config: { access: 'admin' }, schema: { tags, summary: 'Sends a webhook.test event to this endpoint', params: idParamSchema, response: { 201: webhookDeliverySchema, ...refusals } } },
    async (request, reply) => reply.status(201).send(await sendTestWebhook(app, { endpointId: request.params.id, by: staffChange(request) })),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { incidentEtag } from '@shared/incidents/staff-schema';
import {
  INTEGRATION_API_PREFIX,
  integrationIncidentPageSchema,
  integrationIncidentParamsSchema,
  integrationIncidentQuerySchema,
  integrationIncidentSchema,
  integrationPayoutPageSchema,
  integrationPayoutQuerySchema,
  integrationStatusChangeSchema,
} from '@shared/integrations/integration-api';
import { refusalResponses } from '@shared/schemas';
import { apiKeyOf } from '../../kernel/plugins/access';
import { limitPerSubject } from '../../kernel/plugins/subject-limit';
import { apiKeyActor } from '../audit/record-audit';
import { versionOfIfMatch } from '../incidents/update-staff-incident';
import { changeIncidentStatusByKey, findIntegrationIncident, listIntegrationIncidents, listIntegrationPayouts } from './integration-api';

const refusals = refusalResponses(400, 401, 403, 404, 429);

/**
 * The integration API (issue 27): a few routes, each answered to an API key with the route's scope
 * and to nothing else (config access 'api-key'); every key has its own request budget.
 */
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perKey = limitPerSubject(app, 'integration-key', app.rateLimits.integrationPerKey, (request) => (request.apiKey ? String(request.apiKey.id) : null));
  const tags = ['integrations'];

  const v1: FastifyPluginAsyncZod = async (api) => {
    api.get(
      '/incidents',
      {
        config: { access: 'api-key', apiScope: 'incidents:read' },
        preHandler: perKey,
        schema: {
          tags,
          summary: 'Cases, newest first (scope incidents:read): reference, status, platform, fraud type, dates, amount lost; no victim data',
          querystring: integrationIncidentQuerySchema,
          response: { 200: integrationIncidentPageSchema, ...refusals },
        },
      },
      async (request) => listIntegrationIncidents(app, request.query),
    );

    api.get(
      '/incidents/:id',
      {
        config: { access: 'api-key', apiScope: 'incidents:read' },
        preHandler: perKey,
        schema: {
          tags,
          summary: 'One case (scope incidents:read); the ETag is the version a status change names in If-Match',
          params: integrationIncidentParamsSchema,
          response: { 200: integrationIncidentSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const incident = await findIntegrationIncident(app, { id: request.params.id });
        return reply.header('etag', incidentEtag(incident.version)).send(incident);
      },
    );

    api.patch(
      '/incidents/:id/status',
      {
        config: { access: 'api-key', apiScope: 'incidents:write' },
        preHandler: perKey,
        schema: {
          tags,
          summary: "Moves a case to another status (scope incidents:write), as a staff member's change: If-Match must carry the version read (428 without, 412 when stale); audited with the key as actor",
          params: integrationIncidentParamsSchema,
          body: integrationStatusChangeSchema,
          response: { 200: integrationIncidentSchema, ...refusalResponses(400, 401, 403, 404, 412, 428, 429) },
        },
      },
      async (request, reply) => {
        const key = apiKeyOf(request);
        const incident = await changeIncidentStatusByKey(app, {
          id: request.params.id,
          expectedVersion: versionOfIfMatch(request.headers['if-match']),
          status: request.body.status,
          tellVictim: request.body.tellVictim,
          by: { actor: apiKeyActor(key), ip: request.ip },
        });
        return reply.header('etag', incidentEtag(incident.version)).send(incident);
      },
    );

    api.get(
      '/payouts',
      {
        config: { access: 'api-key', apiScope: 'payouts:read' },
        preHandler: perKey,
        schema: {
          tags,
          summary: 'Payout requests, newest first (scope payouts:read): case, amount, method, status and dates; never account details',
          querystring: integrationPayoutQuerySchema,
          response: { 200: integrationPayoutPageSchema, ...refusals },
        },
      },
      async (request) => listIntegrationPayouts(app, request.query),
    );
  };
  await app.register(v1, { prefix: INTEGRATION_API_PREFIX });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkedCaseSchema,
  moneyTrailInputSchema,
  moneyTrailListQuerySchema,
  moneyTrailSummaryQuerySchema,
  moneyTrailSummarySchema,
  platformOverviewSchema,
  staffMoneyTrailPageSchema,
  staffMoneyTrailSchema,
} from '@shared/money-trails/staff-schema';
import { idParamSchema, messageResponseSchema, refusalResponses } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { findLinkedCases } from './find-linked-cases';
import { listStaffMoneyTrails } from './list-staff-money-trails';
import { platformOverview } from './platform-overview';
import { createMoneyTrail, deleteMoneyTrail, updateMoneyTrail } from './save-money-trail';
import { summariseMoneyTrails } from './summarise-money-trails';

const refusals = refusalResponses(400, 401, 403, 404);

/** Staff routes of the money-trails domain, registered under /api/admin by the staff API (staff-api.ts). */
export const moneyTrailsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/money-trails',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'Money trails, a page at a time, newest transaction first: search type, accounts or FR- reference; filter by status, victim e-mail or incident',
        querystring: moneyTrailListQuerySchema,
        response: { 200: staffMoneyTrailPageSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listStaffMoneyTrails(app, request.query),
  );

  app.get(
    '/money-trails/summary',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'The tiles: total, suspicious and recovered trails, and the total amount per currency (never added across currencies)',
        querystring: moneyTrailSummaryQuerySchema,
        response: { 200: moneyTrailSummarySchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => summariseMoneyTrails(app, request.query),
  );

  app.post(
    '/money-trails',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: "Record a money trail on an incident; the amount keeps its currency's places (D16)",
        body: moneyTrailInputSchema,
        response: { 201: staffMoneyTrailSchema, ...refusals },
      },
    },
    async (request, reply) => reply.status(201).send(await createMoneyTrail(app, { input: request.body, by: staffChange(request) })),
  );

  app.put(
    '/money-trails/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'Replace a money trail with its edited fields',
        params: idParamSchema,
        body: moneyTrailInputSchema,
        response: { 200: staffMoneyTrailSchema, ...refusals },
      },
    },
    async (request) => updateMoneyTrail(app, { id: request.params.id, input: request.body, by: staffChange(request) }),
  );

  app.delete(
    '/money-trails/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'Delete a money trail (audited with what it held)',
        params: idParamSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await deleteMoneyTrail(app, { id: request.params.id, by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/incidents/:id/linked',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: 'Other incidents sharing an account, wallet or transaction with this one (one entry per incident and shared value)',
        params: idParamSchema,
        response: { 200: z.array(linkedCaseSchema), ...refusals },
      },
    },
    async (request) => findLinkedCases(app, { incidentId: request.params.id, adminId: staffOf(request).adminId }),
  );

  app.get(
    '/platforms/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['money-trails', 'staff'],
        summary: "A platform's incidents (the newest 100 and the count) and the accounts two or more of them share",
        params: idParamSchema,
        response: { 200: platformOverviewSchema, ...refusals },
      },
    },
    async (request) => platformOverview(app, { platformId: request.params.id }),
  );
};

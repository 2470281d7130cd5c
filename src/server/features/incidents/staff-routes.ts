import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffIncidentRowSchema,
  createIncidentSchema,
  discardIncidentResponseSchema,
  incidentDetailSchema,
  incidentEtag,
  incidentIdParamsSchema,
  incidentListPageSchema,
  incidentListQuerySchema,
  incidentSummarySchema,
  incidentUpdateBodySchema,
} from '@shared/incidents/staff-schema';
import { caseActivityPageSchema, caseActivityQuerySchema } from '@shared/incidents/case-activity';
import { bulkIncidentRequestSchema, bulkIncidentResultSchema } from '@shared/incidents/bulk-schema';
import { idParamSchema, messageResponseSchema } from '@shared/schemas';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { registerCaseStaffRoutes } from './case-staff-routes';
import { createStaffIncident } from './create-staff-incident';
import { findStaffIncident } from './find-staff-incident';
import { listStaffIncidents, summariseIncidents } from './list-staff-incidents';
import { listCaseActivity } from './case-activity';
import { confirmReportByStaff, discardReport } from './review-unconfirmed-report';
import { updateStaffIncident, versionOfIfMatch } from './update-staff-incident';
import { actOnIncidents } from './bulk-incidents';
import { findDuplicates, listCaseMerges, mergeCases, undoMerge } from './merge-cases';
import { caseMergeListSchema, caseMergeSchema, duplicateListSchema, mergeRequestSchema } from '@shared/incidents/merge-schema';
import { countResponseClocks } from './response-targets';
import { responseClockCountsSchema } from '@shared/incidents/response-clock';
import { QUEUE_COUNT_CAP } from '@shared/work/schema';
import { localeOfRequest } from '../settings/locale';

/** Staff routes of the incidents domain, registered under /api/admin by the staff API (staff-api.ts). */
export const incidentsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incidents',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'One page of incidents: search (platform, victim e-mail, description, FR- reference), filters (status, owner, fraud type, reported dates, amount lost), sort',
        querystring: incidentListQuerySchema,
        response: { 200: incidentListPageSchema, 400: messageResponseSchema },
      },
    },
    async (request) => listStaffIncidents(app, { ...request.query, askerId: staffOf(request).adminId }),
  );

  app.get(
    '/incidents/:id/activity',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: "One case's timeline, newest first: changes, messages and internal notes, files, money trails, payouts, applications, e-mails to the victim (subject and state)",
        params: idParamSchema,
        querystring: caseActivityQuerySchema,
        response: { 200: caseActivityPageSchema, 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => listCaseActivity(app, { incidentId: request.params.id, ...request.query }),
  );

  app.get(
    '/incidents/summary',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'The incident tiles, counted over every incident',
        response: { 200: incidentSummarySchema },
      },
    },
    async () => summariseIncidents(app),
  );

  app.post(
    '/incidents',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Records an incident (confirmed by staff); a platform of a new name is created',
        body: createIncidentSchema,
        response: { 201: staffIncidentRowSchema, 400: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await createStaffIncident(app, { ...request.body, by: staffChange(request) });
      return reply.status(201).header('etag', incidentEtag(row.incident.version)).send(row);
    },
  );

  app.get(
    '/incidents/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'One incident with its platform and money trails; the ETag is the version an update must name',
        params: incidentIdParamsSchema,
        response: { 200: incidentDetailSchema, 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const detail = await findStaffIncident(app, { id: request.params.id });
      return reply.header('etag', incidentEtag(detail.incident.version)).send(detail);
    },
  );

  app.put(
    '/incidents/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Changes one section of an incident; If-Match must carry the version it was based on',
        description:
          'The body is exactly one of {status}; {victimEmail, lossAmount, incidentDate, status, description}; ' +
          '{timelineEvents}; {financialData}; {outsideContacts}; {requiredDocuments}. Changing victimEmail is for admins; the old address is told. Without If-Match: 428; ' +
          'based on an older version: 412 and nothing changes. A change the victim is told of (status, a timeline event, a recovered ' +
          'amount, a document asked of them) e-mails them that their case changed, once for the changes of a few minutes; ' +
          '?tellVictim=false keeps this one from them (audited).',
        params: incidentIdParamsSchema,
        querystring: z.object({ tellVictim: z.enum(['true', 'false'], { error: 'tellVictim is true or false' }).optional() }),
        body: incidentUpdateBodySchema,
        response: {
          200: staffIncidentRowSchema,
          400: messageResponseSchema,
          403: messageResponseSchema,
          404: messageResponseSchema,
          412: messageResponseSchema,
          428: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await updateStaffIncident(
        app,
        {
          id: request.params.id,
          expectedVersion: versionOfIfMatch(request.headers['if-match']),
          update: request.body,
          by: staffChange(request),
          tellVictim: request.query.tellVictim !== 'false',
        },
      );
      return reply.header('etag', incidentEtag(result.row.incident.version)).send(result.row);
    },
  );

  app.get(
    '/incidents/response-clocks',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'How many open cases have a response-target clock overdue or due soon (each count stops past 1,000), and the targets',
        response: { 200: responseClockCountsSchema, 401: messageResponseSchema },
      },
    },
    async () => countResponseClocks(app.db, { now: app.clock(), cap: QUEUE_COUNT_CAP }),
  );

  app.get(
    '/incidents/:id/duplicates',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Likely duplicates of a case: the same victim e-mail, with what else they share (platform, dates, an account in both money trails)',
        params: incidentIdParamsSchema,
        response: { 200: duplicateListSchema, 400: messageResponseSchema, 401: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request) => findDuplicates(app, { incidentId: request.params.id, adminId: staffOf(request).adminId }),
  );

  app.get(
    '/incidents/:id/merges',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'The standing merges a case is part of, either way, with until when each can be undone',
        params: incidentIdParamsSchema,
        response: { 200: caseMergeListSchema, 400: messageResponseSchema, 401: messageResponseSchema },
      },
    },
    async (request) => listCaseMerges(app, { incidentId: request.params.id }),
  );

  app.post(
    '/incidents/:id/merge',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Merges a duplicate into this case (admins): everything of it moves here, it becomes a pointer; undoable within a day',
        description:
          'Refused, changing nothing, when either case changed since the page read it (412), the two are not the same victim e-mail, ' +
          'an unconfirmed duplicate would reach a confirmed victim, or the duplicate holds recovered funds or payout requests (409).',
        params: incidentIdParamsSchema,
        body: mergeRequestSchema,
        response: { 200: caseMergeSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema, 412: messageResponseSchema },
      },
    },
    async (request) =>
      mergeCases(app, {
        keptId: request.params.id,
        duplicateId: request.body.duplicateId,
        keptVersion: request.body.keptVersion,
        duplicateVersion: request.body.duplicateVersion,
        staff: staffOf(request),
        by: staffChange(request),
      }),
  );

  app.post(
    '/case-merges/:id/undo',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Undoes a merge within a day, while the kept case is unchanged since (admins)',
        params: idParamSchema,
        response: { 204: z.null(), 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await undoMerge(app, { mergeId: request.params.id, staff: staffOf(request), by: staffChange(request) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/incidents/bulk',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Gives up to 100 cases to someone, changes their status or adds a tag, each on its own',
        description:
          'Each case is changed by the same rules as one at a time (a case worker may take only cases nobody is on; a status change needs the version the list showed), ' +
          'with its own audit row. The answer lists what was done, what already was so, and what was refused with the reason.',
        body: bulkIncidentRequestSchema,
        response: { 200: bulkIncidentResultSchema, 400: messageResponseSchema, 401: messageResponseSchema, 403: messageResponseSchema },
      },
    },
    async (request) => actOnIncidents(app, { items: request.body.items, action: request.body.action, staff: staffOf(request), by: staffChange(request), locale: await localeOfRequest(app.db, request) }),
  );

  app.post(
    '/incidents/:id/confirm',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: "Confirms an unconfirmed report as its address owner's (D18)",
        params: incidentIdParamsSchema,
        response: { 200: staffIncidentRowSchema, 400: messageResponseSchema, 404: messageResponseSchema, 409: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await confirmReportByStaff(app, { id: request.params.id, by: staffChange(request) });
      return reply.header('etag', incidentEtag(row.incident.version)).send(row);
    },
  );

  app.post(
    '/incidents/:id/discard',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['admin', 'incidents'],
        summary: 'Discards an unconfirmed report and its evidence files (D18)',
        params: incidentIdParamsSchema,
        response: {
          200: discardIncidentResponseSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          409: messageResponseSchema,
        },
      },
    },
    async (request) =>
      discardReport({ db: app.db, storage: app.storage, log: request.log }, { id: request.params.id, by: staffChange(request) }),
  );
  registerCaseStaffRoutes(app);
};

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addCaseStaffSchema, caseStaffListSchema, caseStaffParamsSchema } from '@shared/incidents/case-staff';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { addCaseStaff, confirmCaseStaff, giveCaseTo, removeCaseStaff } from './assign-case-staff';
import { listCaseStaff } from './case-staff';
import { findIncidentForViewer } from './policy';

const tags = ['admin', 'incidents'];
const errors = refusalResponses(400, 403, 404);

/**
 * Who works a case (D17): staff accounts on it. Open to all staff; the operations say who may
 * change what (an admin assigns and confirms; a caseworker takes an unassigned case or leaves one).
 */
const viewerOf = (request: FastifyRequest) => {
  const staff = staffOf(request);
  return { adminId: staff.adminId, isAdmin: staff.role === 'admin' };
};

export function registerCaseStaffRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/incidents/:id/staff',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'The staff on a case, and whether an admin confirmed each', params: idParamSchema, response: { 200: caseStaffListSchema, ...errors } },
    },
    async (request) => {
      const staff = staffOf(request);
      await findIncidentForViewer(app.db, { incidentId: request.params.id, viewer: { kind: 'staff', adminId: staff.adminId } });
      return { members: await listCaseStaff(app.db, request.params.id), viewer: viewerOf(request) };
    },
  );

  app.post(
    '/incidents/:id/staff',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Puts a staff member on a case: an admin anyone (confirmed); a caseworker themselves, on a case nobody is on (unconfirmed)',
        params: idParamSchema,
        body: addCaseStaffSchema,
        response: { 201: caseStaffListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const list = await addCaseStaff(app, { incidentId: request.params.id, ...request.body, staff: staffOf(request), by: staffChange(request) });
      return reply.code(201).send({ ...list, viewer: viewerOf(request) });
    },
  );

  app.post(
    '/incidents/:id/staff/:adminId/confirm',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Confirms a caseworker's own assignment, so that it also opens the payout account details (admins only)",
        params: caseStaffParamsSchema,
        response: { 200: caseStaffListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await confirmCaseStaff(app, { incidentId: request.params.id, adminId: request.params.adminId, staff: staffOf(request), by: staffChange(request) })),
      viewer: viewerOf(request),
    }),
  );

  app.post(
    '/incidents/:id/staff/:adminId/owner',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Gives the case to one of the staff on it: they become its owner, told by the bell and e-mail (admins only)',
        params: caseStaffParamsSchema,
        response: { 200: caseStaffListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await giveCaseTo(app, { incidentId: request.params.id, adminId: request.params.adminId, staff: staffOf(request), by: staffChange(request) })),
      viewer: viewerOf(request),
    }),
  );

  app.delete(
    '/incidents/:id/staff/:adminId',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: 'Takes a staff member off a case: an admin anyone, a caseworker only themselves',
        params: caseStaffParamsSchema,
        response: { 200: caseStaffListSchema, ...errors },
      },
    },
    async (request) => ({
      ...(await removeCaseStaff(app, { incidentId: request.params.id, adminId: request.params.adminId, staff: staffOf(request), by: staffChange(request) })),
      viewer: viewerOf(request),
    }),
  );
}

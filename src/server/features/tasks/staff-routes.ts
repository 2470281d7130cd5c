import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, refusalResponses } from '@shared/schemas';
import {
  caseDueInputSchema,
  caseDueSchema,
  caseTaskSchema,
  caseTasksSchema,
  caseTemplateAnswerSchema,
  caseTemplateInputSchema,
  caseTemplateListSchema,
  createTaskInputSchema,
  fraudTypeParamSchema,
  updateTaskInputSchema,
} from '@shared/tasks/schema';
import { staffOf } from '../../kernel/plugins/access';
import { staffChange } from '../audit/record-audit';
import { createCaseTask, deleteCaseTask, listCaseTasks, updateCaseTask } from './case-tasks';
import { applyCaseTemplate, listCaseTemplates, saveCaseTemplate } from './case-templates';
import { setCaseDueDate } from './set-case-due-date';

const tags = ['tasks', 'staff'];
const refusals = refusalResponses(400, 401, 403, 404, 409);

/** A case's tasks and due day (any staff member, any case) and the usual steps per fraud type (admins keep them). */
export const tasksStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const who = (request: Parameters<typeof staffChange>[0]) => ({ adminId: staffOf(request).adminId, by: staffChange(request) });

  app.get(
    '/incidents/:id/tasks',
    {
      config: { access: 'staff' },
      schema: { tags, summary: "A case's tasks in order, its own due day, and the usual steps for its fraud type", params: idParamSchema, response: { 200: caseTasksSchema, ...refusals } },
    },
    async (request) => listCaseTasks(app, { incidentId: request.params.id, adminId: staffOf(request).adminId }),
  );

  app.post(
    '/incidents/:id/tasks',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Adds a task to a case, with an owner and a due day if given', params: idParamSchema, body: createTaskInputSchema, response: { 201: caseTaskSchema, ...refusals } },
    },
    async (request, reply) => reply.status(201).send(await createCaseTask(app, { ...request.body, incidentId: request.params.id, ...who(request) })),
  );

  app.post(
    '/incidents/:id/tasks/from-template',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Adds the usual steps for the case's fraud type as its tasks, leaving out those it already has; answers the case's tasks",
        params: idParamSchema,
        response: { 200: caseTasksSchema, ...refusals },
      },
    },
    async (request) => applyCaseTemplate(app, { incidentId: request.params.id, ...who(request) }),
  );

  app.put(
    '/incidents/:id/due',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Sets the day the case is due, or takes it away (null)', params: idParamSchema, body: caseDueInputSchema, response: { 200: caseDueSchema, ...refusals } },
    },
    async (request) => setCaseDueDate(app, { incidentId: request.params.id, dueOn: request.body.dueOn, ...who(request) }),
  );

  app.put(
    '/tasks/:id',
    {
      config: { access: 'staff' },
      schema: { tags, summary: 'Changes a task: its words, owner, due day, or whether it is done', params: idParamSchema, body: updateTaskInputSchema, response: { 200: caseTaskSchema, ...refusals } },
    },
    async (request) => updateCaseTask(app, { ...request.body, id: request.params.id, ...who(request) }),
  );

  app.delete(
    '/tasks/:id',
    { config: { access: 'staff' }, schema: { tags, summary: 'Deletes a task', params: idParamSchema, response: { 204: z.null(), ...refusals } } },
    async (request, reply) => {
      await deleteCaseTask(app, { id: request.params.id, ...who(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/case-templates',
    { config: { access: 'staff' }, schema: { tags, summary: 'The usual steps per fraud type', response: { 200: caseTemplateListSchema, ...refusals } } },
    async () => listCaseTemplates(app),
  );

  app.put(
    '/case-templates/:fraudType',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Sets the usual steps for one fraud type (an empty list takes them away)',
        params: fraudTypeParamSchema,
        body: caseTemplateInputSchema,
        response: { 200: caseTemplateAnswerSchema, ...refusals },
      },
    },
    async (request) => saveCaseTemplate(app, { fraudType: request.params.fraudType, steps: request.body.steps, by: staffChange(request) }),
  );
};

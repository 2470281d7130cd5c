import { z } from 'zod';
import { fraudTypes } from '../incidents/fraud-types';
import { idSchema } from '../schemas';
import { isCalendarDay } from './due-dates';

// Time on a case (issue 26): its tasks (title, owner, due day, done), the day the case itself is
// due, and the usual steps per fraud type that admins keep (case templates).

export const TASK_TITLE_MAX = 200;
/** A case's list stays readable on one page; more is a second case, not a longer list. */
export const MAX_TASKS_PER_CASE = 100;
export const MAX_TEMPLATE_STEPS = 30;

const DUE_FORMAT = 'Write the due date as YYYY-MM-DD';

/** A due day as every form and route takes it: a real calendar day. How far ahead is checked by the server's clock. */
export const dueDaySchema = z
  .string({ error: DUE_FORMAT })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DUE_FORMAT)
  .refine(isCalendarDay, 'The due date is not a real date');

export const taskTitleSchema = z
  .string({ error: 'Please describe the task' })
  .trim()
  .min(1, 'Please describe the task')
  .max(TASK_TITLE_MAX, `The task is too long (at most ${TASK_TITLE_MAX} characters)`);

// A form's empty choice ('' from "Nobody yet" or a cleared date field) means none, as null does.
const blankIsNull = (value: unknown) => (value === '' ? null : value);
const ownerIdSchema = z.preprocess(blankIsNull, idSchema('Choose the owner from the list').nullable());
const dueOnSchema = z.preprocess(blankIsNull, dueDaySchema.nullable());

export const createTaskInputSchema = z.object({
  title: taskTitleSchema,
  /** A staff account whose task it is; left out or null, nobody's yet. */
  ownerId: ownerIdSchema.optional(),
  dueOn: dueOnSchema.optional(),
});
/** The request as sent, once parsed. */
export type CreateTaskInput = z.output<typeof createTaskInputSchema>;

/** A change to a task: only what is sent changes; null takes the owner or the due day away. */
export const updateTaskInputSchema = z.object({
  title: taskTitleSchema.optional(),
  ownerId: ownerIdSchema.optional(),
  dueOn: dueOnSchema.optional(),
  done: z.boolean({ error: 'Say whether the task is done (true or false)' }).optional(),
});
export type UpdateTaskInput = z.output<typeof updateTaskInputSchema>;

/** The day the case itself is due, or null to take it away. */
export const caseDueInputSchema = z.object({ dueOn: dueOnSchema });
/** The answer: the day as stored. */
export const caseDueSchema = z.object({ dueOn: z.string().nullable() });
export type CaseDueInput = z.output<typeof caseDueInputSchema>;

export const caseTaskSchema = z.object({
  id: z.number().int(),
  incidentId: z.number().int(),
  title: z.string(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  dueOn: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
  createdAt: z.string(),
});
export type CaseTask = z.infer<typeof caseTaskSchema>;

export const caseTemplateSchema = z.object({
  fraudType: z.string(),
  steps: z.array(z.string()),
  updatedAt: z.string(),
});
export type CaseTemplate = z.infer<typeof caseTemplateSchema>;

/** A case's tasks in the team's order, the case's own due day, and the usual steps for its fraud type (if an admin wrote them). */
export const caseTasksSchema = z.object({
  dueOn: z.string().nullable(),
  tasks: z.array(caseTaskSchema),
  template: caseTemplateSchema.nullable(),
});
export type CaseTasks = z.infer<typeof caseTasksSchema>;

export const caseTemplateListSchema = z.object({ items: z.array(caseTemplateSchema) });
export type CaseTemplateList = z.infer<typeof caseTemplateListSchema>;

export const fraudTypeParamSchema = z.object({ fraudType: z.enum(fraudTypes, 'Choose a fraud type from the list') });

const stepSchema = z
  .string({ error: 'Each step needs words' })
  .trim()
  .min(1, 'A step cannot be empty')
  .max(TASK_TITLE_MAX, `A step is too long (at most ${TASK_TITLE_MAX} characters)`);

/** The usual steps for one fraud type, in order; an empty list takes the template away. */
export const caseTemplateInputSchema = z.object({
  steps: z
    .array(stepSchema, { error: 'Please send the list of steps' })
    .max(MAX_TEMPLATE_STEPS, `A template has at most ${MAX_TEMPLATE_STEPS} steps`)
    .refine((steps) => new Set(steps.map((step) => step.toLowerCase())).size === steps.length, 'Each step may appear only once'),
});
export type CaseTemplateInput = z.input<typeof caseTemplateInputSchema>;
export const caseTemplateAnswerSchema = z.object({ template: caseTemplateSchema.nullable() });

import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredLink, updatedAt } from './columns';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';

/**
 * A case's tasks (issue 26): the steps its team means to take, each with an owner and a due day,
 * ticked off when done. Only staff see them, never the victim.
 */
export const caseTasks = pgTable(
  'case_tasks',
  {
    id: serial('id').primaryKey(),
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    title: text('title').notNull(),
    // A staff account that is later removed leaves the task with nobody, not gone.
    ownerId: integer('owner_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    // The order the team wrote them in (a template's steps keep theirs).
    position: integer('position').notNull(),
  },
  (t) => [
    index('case_tasks_incident_idx').on(t.incidentId, t.position),
    // My work's "Due": a staff member's open tasks by due day; done tasks never enter it.
    index('case_tasks_open_owner_due_idx').on(t.ownerId, t.dueOn).where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The day a case itself is due (issue 26), apart from its tasks: a row only for a case that has one,
 * so the directory's own table stays as it is. The case's owner (case_staff) sees it in My work.
 */
export const caseDueDates = pgTable(
  'case_due_dates',
  {
    incidentId: integer('incident_id')
      .primaryKey()
      .references(() => fraudIncidents.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    setBy: integer('set_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_due_dates_due_on_idx').on(t.dueOn)],
);

/**
 * The steps a case of one fraud type usually needs (issue 26), kept by admins; a staff member adds
 * them to a case as its tasks in one go.
 */
export const caseTemplates = pgTable(
  'case_templates',
  {
    id: serial('id').primaryKey(),
    fraudType: text('fraud_type').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('case_templates_fraud_type_key').on(t.fraudType)],
);

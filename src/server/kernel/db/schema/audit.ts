import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newWorkActions } from '../new-work-actions';


/** Who changed what, when, with the record before and after (DECISIONS D8, D15). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type').$type<'admin' | 'victim' | 'api_key' | 'system'>().notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    // The staff role the actor held at the time (D17); null for victims and the system.
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorType, t.actorId),
    index('audit_log_action_idx').on(t.action),
    // The bell reads the newest rows of these actions; the rest of the log stays out of its index.
    index('audit_log_new_work_idx')
      .on(t.createdAt)
      .where(sql.raw(`action in (${newWorkActions.map((action) => `'${action}'`).join(', ')})`)),
  ],
);

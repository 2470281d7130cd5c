import { boolean, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Demo rows are marked so `npm run demo-data -- --remove` can take them out again. */
export const isDemo = () => boolean('is_demo').notNull().default(false);

/** A required link to another table's id, and what deleting that row does to this one. */
export const requiredLink = (column: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(column).notNull().references(target, { onDelete });

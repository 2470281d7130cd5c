import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tagColours } from '../../../../shared/tags/schema';
import { viewLists } from '../../../../shared/views/schema';
import { createdAt, requiredLink } from './columns';
import { fraudIncidents } from './directory';
import { staffUsers } from './people';

/** The tags admins keep (issue 26); a colour is one of the theme's badge tones. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    colour: text('colour').notNull().default('grey'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tags_name_key').on(sql`lower(${t.name})`),
    check('tags_colour_check', sql`${t.colour} in (${sql.raw(tagColours.map((c) => `'${c}'`).join(', '))})`),
  ],
);

/** Which case carries which tag; deleting a tag or a case takes its rows with it. */
export const caseTags = pgTable(
  'case_tags',
  {
    incidentId: requiredLink('incident_id', () => fraudIncidents.id, 'cascade'),
    tagId: requiredLink('tag_id', () => tags.id, 'cascade'),
    addedBy: integer('added_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    // The case's report time, copied by the trigger of migration 0027 on every insert (whatever
    // the insert says), so a tag's newest or oldest page is a walk along one index instead of
    // sorting every case the tag carries (10,000 cases of a tag cost 160 ms on a million).
    incidentCreatedAt: timestamp('incident_created_at', { withTimezone: true }),
  },
  // The key reads a case's tags; the second index a tag's cases, in the order the list shows them.
  (t) => [primaryKey({ columns: [t.incidentId, t.tagId] }), index('case_tags_tag_created_idx').on(t.tagId, t.incidentCreatedAt, t.incidentId)],
);

/** A list's filters a staff member named (issue 26); an admin's may be shared with everyone. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    adminUserId: requiredLink('admin_user_id', () => staffUsers.id, 'cascade'),
    list: text('list').notNull(),
    name: text('name').notNull(),
    filters: text('filters').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_key').on(t.adminUserId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx').on(t.list).where(sql`${t.shared}`),
    check('saved_views_list_check', sql`${t.list} in (${sql.raw(viewLists.map((l) => `'${l}'`).join(', '))})`),
  ],
);

/**
 * A duplicate merged into the case kept (issue 26): which rows moved, and the kept case's case
 * data as it was, so the merge can be undone within a day while the kept case is unchanged since.
 */
export const caseMerges = pgTable(
  'case_merges',
  {
    id: serial('id').primaryKey(),
    keptId: requiredLink('kept_id', () => fraudIncidents.id, 'cascade'),
    mergedId: requiredLink('merged_id', () => fraudIncidents.id, 'cascade'),
    moved: jsonb('moved').$type<Record<string, number[]>>().notNull(),
    keptBefore: jsonb('kept_before').$type<Record<string, unknown>>().notNull(),
    keptVersionAfter: integer('kept_version_after').notNull(),
    mergedStatusBefore: text('merged_status_before').notNull(),
    mergedBy: integer('merged_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    index('case_merges_kept_idx').on(t.keptId),
    // One standing merge per duplicate.
    uniqueIndex('case_merges_merged_key').on(t.mergedId).where(sql`${t.undoneAt} is null`),
  ],
);

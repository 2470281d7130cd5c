import { z } from 'zod';
import { bulkItemsSchema, bulkResultSchema, MAX_BULK_ITEMS, type BulkResult } from '../lists/bulk-schema';
import { idSchema } from '../schemas';
import { incidentStatuses } from './status';

// Acting on many cases at once (issue 26): select rows of the incidents list, then give them to
// someone, change their status or add a tag. Each case is changed on its own (one audit row each),
// and the answer says what was done and what was refused, with why.

/** How many cases one action takes: a page of the list at most. */
export const MAX_BULK_CASES = MAX_BULK_ITEMS;

const items = bulkItemsSchema({ one: 'case', many: 'cases' }, z.number({ error: 'Each case needs the version the list showed' }).int().min(1));

export const bulkIncidentActionSchema = z.discriminatedUnion(
  'kind',
  [
    /** Makes this staff member the owner (admins); a case worker may name only themselves, on cases nobody is on. */
    z.object({ kind: z.literal('assign'), adminId: idSchema('Choose a staff member') }),
    z.object({ kind: z.literal('status'), status: z.enum(incidentStatuses, 'Choose a status'), tellVictim: z.boolean().default(true) }),
    z.object({ kind: z.literal('tag'), tagId: idSchema('Choose a tag') }),
  ],
  { error: 'Choose what to do: assign, status or tag' },
);

export const bulkIncidentRequestSchema = z.object({ items, action: bulkIncidentActionSchema });
export type BulkIncidentRequest = z.input<typeof bulkIncidentRequestSchema>;
export type BulkIncidentAction = z.output<typeof bulkIncidentActionSchema>;

/** The answer, case by case (the shape every list's bulk action answers with). */
export const bulkIncidentResultSchema = bulkResultSchema;
export type BulkIncidentResult = BulkResult;

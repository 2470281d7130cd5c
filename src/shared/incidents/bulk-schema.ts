import { z } from 'zod';
import { idSchema } from '../schemas';
import { incidentStatuses } from './status';

// Acting on many cases at once (issue 26): select rows of the incidents list, then give them to
// someone, change their status or add a tag. Each case is changed on its own (one audit row each),
// and the answer says what was done and what was refused, with why.

/** How many cases one action takes: a page of the list at most. */
export const MAX_BULK_CASES = 100;

const items = z
  .array(z.object({ id: idSchema(), version: z.number({ error: 'Each case needs the version the list showed' }).int().min(1) }), { error: 'Please choose cases' })
  .min(1, 'Please choose at least one case')
  .max(MAX_BULK_CASES, `Choose at most ${MAX_BULK_CASES} cases at once`);

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

const outcome = z.object({ id: z.number().int(), reference: z.string() });
export const bulkIncidentResultSchema = z.object({
  done: z.array(outcome),
  /** Already so (the owner, the status or the tag it has): nothing to do. */
  unchanged: z.array(outcome),
  refused: z.array(outcome.extend({ code: z.string(), reason: z.string() })),
});
export type BulkIncidentResult = z.infer<typeof bulkIncidentResultSchema>;

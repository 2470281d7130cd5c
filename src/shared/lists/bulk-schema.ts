import { z } from 'zod';
import { idSchema } from '../schemas';
import { MAX_PAGE_SIZE } from './list-query';

// Acting on many rows of a staff list at once (issue 26): the chosen rows, each with the version
// the list showed, and the answer, record by record: what was done, what already was so, and what
// was refused with why (by rule, or because it changed since the list was loaded). Each list
// (incidents, applications, documents, payouts) names its own actions beside this.

/** How many records one action takes: a page of a list at most. */
export const MAX_BULK_ITEMS = MAX_PAGE_SIZE;

/** What a list calls one record and many ("case", "cases"), for the messages of its bulk action. */
export type BulkNoun = { one: string; many: string };

export const countOf = (noun: BulkNoun, n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? noun.one : noun.many}`;

/** The chosen records, each with the version the list showed (`version`: a number or a moment). */
export function bulkItemsSchema<V extends z.ZodType>(noun: BulkNoun, version: V) {
  return z
    .array(z.object({ id: idSchema(), version }), { error: `Please choose ${noun.many}` })
    .min(1, `Please choose at least one ${noun.one}`)
    .max(MAX_BULK_ITEMS, `Choose at most ${MAX_BULK_ITEMS} ${noun.many} at once`);
}

/**
 * The version of a record without a version number of its own: the moment it last changed
 * (`updatedAt`), as the list showed it. A record changed since then is refused, never overwritten.
 */
export const updatedAtVersionSchema = (noun: BulkNoun) =>
  z.iso.datetime({ error: `Each ${noun.one} needs the moment the list showed it last changed` });

const outcome = z.object({
  id: z.number().int(),
  /** How the list names the record: 'FR-000014', 'RA-000007', a file's name. */
  reference: z.string(),
});
export const bulkResultSchema = z.object({
  /** Done; `note` says what is still to come when done is one step of several (a payout's first approval). */
  done: z.array(outcome.extend({ note: z.string().optional() })),
  /** Already so (the owner, the status or the tag it has): nothing to do. */
  unchanged: z.array(outcome),
  refused: z.array(outcome.extend({ code: z.string(), reason: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** A reason the record's owner reads (a rejection), the same bound as a single decision's. */
export const bulkReasonSchema = z.string({ error: 'The reason must be text' }).trim().max(1000, 'The reason is too long');

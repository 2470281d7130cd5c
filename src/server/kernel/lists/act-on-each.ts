import type { FastifyBaseLogger } from 'fastify';
import type { BulkNoun, BulkResult } from '@shared/lists/bulk-schema';
import { AppError } from '../errors';
import { sayError, Sentence } from '../texts/error-texts';

// The loop of an action on many rows of a staff list (issue 26), shared by every list that has
// one: each record in turn, through the operation a single change uses (its own transaction, its
// rules, its audit row), and the answer record by record. A refusal of one record (an AppError)
// is said with its code and its reason and the loop goes on; nothing else stops it either.

/** What acting on one record came to: done (with a note of what is still to come), or already so. */
export type BulkStep = 'done' | 'unchanged' | { done: string };

// A sentence for each list's record (by BulkNoun.one), so each is translated whole.
const changedSinceLoadedSentences: Readonly<Record<string, Sentence>> = {
  'payout request': new Sentence('Someone changed this payout request since you loaded the list, so nothing of it changed. Reload the list to see it as it is now.'),
  application: new Sentence('Someone changed this application since you loaded the list, so nothing of it changed. Reload the list to see it as it is now.'),
  document: new Sentence('Someone changed this document since you loaded the list, so nothing of it changed. Reload the list to see it as it is now.'),
};

export const changedSinceLoaded = (noun: BulkNoun): Sentence =>
  changedSinceLoadedSentences[noun.one] ??
  new Sentence('Someone changed this record since you loaded the list, so nothing of it changed. Reload the list to see it as it is now.');

// As the sentences above: one per list's record, so each is translated whole.
const couldNotChangeSentences: Readonly<Record<string, Sentence>> = {
  case: new Sentence('This case could not be changed just now; nothing of it changed. Please try again.'),
  'payout request': new Sentence('This payout request could not be changed just now; nothing of it changed. Please try again.'),
  application: new Sentence('This application could not be changed just now; nothing of it changed. Please try again.'),
  document: new Sentence('This document could not be changed just now; nothing of it changed. Please try again.'),
};
const couldNotChange = (noun: BulkNoun): Sentence =>
  couldNotChangeSentences[noun.one] ?? new Sentence('This record could not be changed just now; nothing of it changed. Please try again.');

/**
 * Whether a record changed since the list showed it: `loaded` is the `updatedAt` the list sent
 * (ISO, to the millisecond, as every list writes it), `current` the row's now. Compared as moments,
 * to the millisecond, so the database's microseconds never count as a change.
 */
export const changedSince = (current: Date, loaded: string): boolean => current.getTime() !== Date.parse(loaded);

/**
 * Acts on each chosen record once (a record chosen twice counts once), in the order given, and
 * says what was done, what already was so and what was refused with why. `referenceOf` names a
 * record as its list does, also one that could not be found.
 */
export async function actOnEach<Item extends { id: number }>(
  deps: { log: FastifyBaseLogger },
  input: {
    items: Item[];
    noun: BulkNoun;
    referenceOf: (id: number) => string;
    act: (item: Item) => Promise<BulkStep>;
    /** The asker's language: each refusal's reason is said in it (English without one). */
    locale?: string;
  },
): Promise<BulkResult> {
  const say = (sentence: { text: string; values: AppError['values'] }) => sayError(input.locale ?? 'en', sentence.text, sentence.values);
  const result: BulkResult = { done: [], unchanged: [], refused: [] };
  const seen = new Set<number>();
  for (const item of input.items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const reference = input.referenceOf(item.id);
    try {
      const step = await input.act(item);
      if (step === 'done' || step === 'unchanged') result[step].push({ id: item.id, reference });
      else result.done.push({ id: item.id, reference, note: step.done });
    } catch (error) {
      if (error instanceof AppError) {
        result.refused.push({ id: item.id, reference, code: error.code, reason: input.locale ? say(error) : error.message });
      } else {
        deps.log.error({ err: error, id: item.id, noun: input.noun.one }, 'bulk action failed on a record');
        result.refused.push({
          id: item.id,
          reference,
          code: 'INTERNAL_ERROR',
          reason: say(couldNotChange(input.noun)),
        });
      }
    }
  }
  return result;
}

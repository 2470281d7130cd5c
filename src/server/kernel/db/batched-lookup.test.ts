import { describe, expect, it } from 'vitest';
import { createBatchedLookup } from './batched-lookup';

/** A loadMany that records its calls and answers when the test says so. */
function recordingLoader() {
  const calls: string[][] = [];
  const pending: (() => void)[] = [];
  let hold = false;
  const loadMany = async (keys: string[]) => {
    calls.push(keys);
    if (hold) await new Promise<void>((resolve) => pending.push(resolve));
    if (keys.includes('broken')) throw new Error('query failed');
    return keys.map((key) => `value of ${key}`);
  };
  return {
    calls,
    loadMany,
    holdAnswers: () => (hold = true),
    answerAll: () => {
      hold = false;
      pending.splice(0).forEach((resolve) => resolve());
    },
  };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedLookup', () => {
  it('answers a lone lookup on an idle loader', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 10, maxBatchesInFlight: 1 });
    await expect(lookup('a')).resolves.toBe('value of a');
    expect(loader.calls).toEqual([['a']]);
  });

  it('sends lookups made in the same turn as one batch, each caller getting its own answer', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 10, maxBatchesInFlight: 1 });
    const answers = await Promise.all(['a', 'b', 'c'].map(lookup));
    expect(answers).toEqual(['value of a', 'value of b', 'value of c']);
    expect(loader.calls).toEqual([['a', 'b', 'c']]);
  });

  it('looks up a key asked for twice in a batch once and answers both callers', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 10, maxBatchesInFlight: 1 });
    const answers = await Promise.all(['a', 'b', 'a'].map(lookup));
    expect(answers).toEqual(['value of a', 'value of b', 'value of a']);
    expect(loader.calls).toEqual([['a', 'b']]);
  });

  it('splits batches at the size limit', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 2, maxBatchesInFlight: 5 });
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map(lookup));
    expect(loader.calls).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gathers lookups made while the allowed batches run into the next batch', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 10, maxBatchesInFlight: 1 });
    loader.holdAnswers();
    const first = lookup('a');
    await turn();
    expect(loader.calls).toEqual([['a']]);
    // Three later turns, three lookups: none goes out while the first batch runs.
    const later: Promise<string>[] = [];
    for (const key of ['b', 'c', 'd']) {
      later.push(lookup(key));
      await turn();
    }
    expect(loader.calls).toEqual([['a']]);
    loader.answerAll();
    await expect(first).resolves.toBe('value of a');
    await expect(Promise.all(later)).resolves.toEqual(['value of b', 'value of c', 'value of d']);
    expect(loader.calls).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('fails only the lookups of a failed batch, and keeps answering afterwards', async () => {
    const loader = recordingLoader();
    const lookup = createBatchedLookup(loader.loadMany, { maxBatchSize: 2, maxBatchesInFlight: 1 });
    const results = await Promise.allSettled(['a', 'broken', 'c'].map(lookup));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('query failed'));
    await expect(lookup('d')).resolves.toBe('value of d');
  });
});

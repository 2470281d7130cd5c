import DataLoader from 'dataloader';

export type BatchedLookupOptions = {
  /** The most keys one query looks up; more waiting go out in the next query. */
  maxBatchSize: number;
  /**
   * Queries running at once. While they run, new lookups gather into the next batch, so a busy
   * server sends fewer, larger queries instead of queueing many small ones on the pool.
   */
  maxBatchesInFlight: number;
};

/**
 * Lookups that arrive while the server is busy share one query. Under load many requests are read
 * in the same turn of the event loop; one round trip for all of them costs the database and this
 * process a fraction of one query each. An idle server still sends a lone lookup in the same turn.
 *
 * `loadMany` gets distinct keys and answers one value per key, in their order. Nothing is cached:
 * every lookup reads the data as it is when its query runs. A failed query fails every lookup in
 * its batch, and only those.
 */
export function createBatchedLookup<K, V>(
  loadMany: (keys: K[]) => Promise<V[]>,
  { maxBatchSize, maxBatchesInFlight }: BatchedLookupOptions,
): (key: K) => Promise<V> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const dispatch = (runBatch: () => void) => {
    inFlight++;
    runBatch();
  };

  const loader = new DataLoader<K, V>(
    async (keys) => {
      try {
        // Two lookups of one key in the same batch share its answer.
        const distinct = [...new Set(keys)];
        const values = await loadMany(distinct);
        const byKey = new Map(distinct.map((key, index) => [key, values[index]!]));
        return keys.map((key) => byKey.get(key)!);
      } finally {
        inFlight--;
        const next = waiting.shift();
        if (next) dispatch(next);
      }
    },
    {
      cache: false,
      maxBatchSize,
      // After the event loop's poll phase, so every request read in that turn joins the batch.
      batchScheduleFn: (runBatch) =>
        setImmediate(() => (inFlight < maxBatchesInFlight ? dispatch(runBatch) : waiting.push(runBatch))),
    },
  );
  return (key) => loader.load(key);
}

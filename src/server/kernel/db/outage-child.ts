// Run by outage.test.ts in a process of its own: the app's PostgreSQL client (openDatabase) under a
// steady load of plain queries and transactions, reporting to the parent how many succeeded and
// failed, so that the parent can cut the connections under it and see whether this process lives.
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';

const url = process.env.OUTAGE_DATABASE_URL;
if (!url || !process.send) throw new Error('outage-child runs only under outage.test.ts');

const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
const counts = { ok: 0, failed: 0 };
let stopping = false;

async function oneRound(round: number): Promise<void> {
  if (round % 2 === 0) {
    await database.db.execute(sql`select pg_sleep(0.002)`);
    return;
  }
  // Transactions pin a connection: when it drops mid-way the driver still writes a rollback on it.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    await tx.execute(sql`select pg_sleep(0.002)`);
  });
}

async function worker(): Promise<void> {
  for (let round = 0; !stopping; round++) {
    try {
      await oneRound(round);
      counts.ok++;
    } catch {
      counts.failed++;
      // A dropped server answers at once; without a pause the loop would spin.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

const workers = Array.from({ length: 12 }, () => worker());
const report = setInterval(() => process.send?.({ ...counts }), 100);

process.on('message', (message) => {
  if (message !== 'stop') return;
  stopping = true;
  clearInterval(report);
  void Promise.allSettled(workers)
    .then(() => database.close())
    .then(() => process.disconnect());
});

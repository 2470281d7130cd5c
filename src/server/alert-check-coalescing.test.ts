import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from './kernel/db/select-rows';
import { testAppForSuite } from './test/suite-app';
import { queueNames } from './kernel/jobs/job-runner';

describe('alert checks', () => {
  // No workers: the checks stay queued, so what waits can be counted.
  const t = testAppForSuite({ worker: false });

  it('wait at most one per rule, however many events ask for one', async () => {
    for (let i = 0; i < 50; i++) await t.app.jobs.send(t.app.db, queueNames.alertsCheck, {});
    await t.app.db.transaction(async (tx) => {
      for (let i = 0; i < 10; i++) await t.app.jobs.send(tx, queueNames.alertsCheck, { alertId: 7 });
    });
    await t.app.jobs.send(t.app.db, queueNames.alertsCheck, { alertId: 8 });
    const waiting = await selectRows<{ key: string; n: number }>(
      t.app.db,
      sql`select singleton_key as key, count(*)::int as n from pgboss.job where name = ${queueNames.alertsCheck} and state = 'created' group by 1 order by 1`,
    );
    expect(waiting).toEqual([
      { key: 'all-rules', n: 1 },
      { key: 'rule-7', n: 1 },
      { key: 'rule-8', n: 1 },
    ]);
  });
});

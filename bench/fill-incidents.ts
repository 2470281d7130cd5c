import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/kernel/db/client';

export const BENCH_PLATFORMS = 500;
export const benchEmail = (n: number) => `user${n}@bench.test`;

/**
 * Fills the directory with `count` incidents, two per e-mail address, in set-based SQL so a
 * million rows take seconds, then refreshes the planner's statistics.
 */
export async function fillIncidents(db: Db, count: number): Promise<void> {
  const inserted: unknown = await db.execute(sql`
    insert into platforms (name, type, website, description, recovery_available)
    select 'Bench Platform ' || g,
           (array['Cryptocurrency Exchange','E-commerce','Dating','Investment','Lending'])[1 + g % 5],
           'https://bench-' || g || '.example', 'A platform made up for the benchmark', g % 3 = 0
    from generate_series(1, ${BENCH_PLATFORMS}) g
    returning id`);
  // PGlite answers with `{ rows }`, postgres.js with the rows themselves.
  const rows = Array.isArray(inserted) ? (inserted as { id: number }[]) : (inserted as { rows: { id: number }[] }).rows;
  const firstId = Math.min(...rows.map((r) => Number(r.id)));
  const batch = 100_000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.execute(sql`
      insert into fraud_incidents (platform_id, victim_email, incident_date, loss_amount, status, fraud_type, description,
                                   confirmed_at, confirmed_via)
      select ${firstId} + (g % ${BENCH_PLATFORMS}),
             'user' || (g / 2) || '@bench.test',
             date '2024-01-01' + (g % 700),
             ((g::bigint * 7919) % 5000000) / 100.0 + 10,
             (array['open','under_review','under_investigation','recovery_available','resolved','closed'])[1 + g % 6],
             'investment_scam',
             'An incident made up for the benchmark',
             now(), 'signed_in'
      from generate_series(${start}::int, ${end}::int) g`);
  }
  await db.execute(sql`analyze`);
}

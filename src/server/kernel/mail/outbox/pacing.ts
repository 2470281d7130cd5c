import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/**
 * Reserves the moments at which `count` bulk mails may go out, at `perSecond` (the
 * bulk_mail_per_second setting, read once per batch by the worker), from the one pacing row every worker process shares: two
 * workers together still send no faster than the setting. Null when the setting is 0 (no limit).
 */
export async function reserveBulkSlots(db: Db, count: number, perSecond: number): Promise<{ at: number; intervalMs: number } | null> {
  if (perSecond <= 0 || count === 0) return null;
  const intervalMs = 1000 / perSecond;
  const [row] = await selectRows<{ start_ms: number }>(
    db,
    sql`
      update mail_pacing p set next_slot_at = greatest(p.next_slot_at, now()) + ${count * intervalMs} * interval '1 millisecond'
      from (select next_slot_at from mail_pacing where id = 1 for update) before
      where p.id = 1
      returning (extract(epoch from greatest(before.next_slot_at, now())) * 1000)::float8 as start_ms`,
  );
  // Epoch milliseconds, not a timestamp: the two drivers hand timestamps back in different shapes.
  return { at: row ? Number(row.start_ms) : Date.now(), intervalMs };
}

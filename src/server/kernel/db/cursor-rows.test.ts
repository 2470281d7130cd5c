import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { cursorBatches } from './cursor-rows';
import { selectRows } from './select-rows';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const series = (to: number) => sql`select g::text as n from generate_series(1, ${to}::int) as g order by g`;

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const seen: T[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

/** The database's own words for a failure (Drizzle wraps them as the cause). */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'no failure';
}

// A transaction left open would hold PGlite's one connection, so this query would never return.
const stillAnswers = async () => (await selectRows<{ one: number }>(database.db, sql`select 1 as one`))[0]?.one;

describe('cursorBatches', () => {
  it('reads every row once, in order, a batch at a time', async () => {
    const batches = await collect(cursorBatches<{ n: string }>(database.db, series(7), { batchSize: 3 }));
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batches.flat().map((row) => Number(row.n))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await stillAnswers()).toBe(1);
  });

  it('yields nothing for no rows, and binds the query’s parameters', async () => {
    expect(await collect(cursorBatches(database.db, series(0)))).toEqual([]);
    const words = await collect(cursorBatches<{ w: string }>(database.db, sql`select ${'50%_off'}::text as w`));
    expect(words).toEqual([[{ w: '50%_off' }]]);
  });

  it('ends the cursor and its transaction when the reader stops early', async () => {
    const read: string[] = [];
    for await (const batch of cursorBatches<{ n: string }>(database.db, series(10), { batchSize: 2 })) {
      read.push(...batch.map((row) => row.n));
      if (read.length >= 4) break;
    }
    expect(read).toEqual(['1', '2', '3', '4']);
    expect(await stillAnswers()).toBe(1);
  });

  it('passes a failing query to the reader, and the connection is free again', async () => {
    const failing = sql`select 1 / (g - 3) from generate_series(1, 5) as g`;
    expect(await failureOf(collect(cursorBatches(database.db, failing, { batchSize: 1 })))).toMatch(/division by zero/);
    expect(await stillAnswers()).toBe(1);
  });

  it('reads in a read-only transaction: an export can never write', async () => {
    await database.db.execute(sql`create sequence if not exists cursor_probe`);
    expect(await failureOf(collect(cursorBatches(database.db, sql`select nextval('cursor_probe')`)))).toMatch(/read-only transaction/);
  });

  it('reads one snapshot: rows added while it reads are not in it', async () => {
    // PGlite has one connection, held by the export's transaction: only a server can write meanwhile.
    if (database.kind !== 'postgres') return;
    await database.db.execute(sql`create table if not exists cursor_snapshot (n int)`);
    await database.db.execute(sql`insert into cursor_snapshot select generate_series(1, 4)`);
    const seen: number[] = [];
    for await (const batch of cursorBatches<{ n: number }>(database.db, sql`select n from cursor_snapshot order by n`, { batchSize: 2 })) {
      seen.push(...batch.map((row) => Number(row.n)));
      if (seen.length === 2) await database.db.execute(sql`insert into cursor_snapshot values (0), (5)`);
    }
    expect(seen).toEqual([1, 2, 3, 4]);
  });

  it('refuses a batch size that is not a positive whole number', async () => {
    await expect(collect(cursorBatches(database.db, series(1), { batchSize: 0 }))).rejects.toThrow(/batchSize/);
  });
});

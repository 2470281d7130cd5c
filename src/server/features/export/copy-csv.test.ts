import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/db/client';
import { userProfiles } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { openTestDatabase, testServerUrl } from '../../test/database';
import { copyCsvStream, crlfWriter, inlinedSql, postgresClientOf } from './copy-csv';

/** What the writer hands on for these chunks, as text. */
function written(chunks: string[]): string {
  const out: Buffer[] = [];
  const writer = crlfWriter((bytes) => out.push(Buffer.from(bytes)));
  for (const chunk of chunks) writer.write(Buffer.from(chunk));
  writer.end();
  return Buffer.concat(out).toString();
}

describe('crlfWriter', () => {
  it('ends each row with CRLF and leaves a line break inside quotes as it is', () => {
    // COPY's rows, one per chunk as postgres.js hands them on.
    expect(written(['"1","a\nb"\n', '"2",""""\n', '"3","say ""hi""\n"\n'])).toBe('"1","a\nb"\r\n"2",""""\r\n"3","say ""hi""\n"\r\n');
  });

  it('finds the row ends in a chunk of several rows, or of part of one', () => {
    expect(written(['"1","x"\n"2","y\n"\n"3","', 'z"\n'])).toBe('"1","x"\r\n"2","y\n"\r\n"3","z"\r\n');
  });

  it('hands on a row longer than its buffer whole', () => {
    const long = `"${'x'.repeat(200_000)}"\n`;
    expect(written(['"a"\n', long, '"b"\n'])).toBe(`"a"\r\n${long.slice(0, -1)}\r\n"b"\r\n`);
  });
});

describe('inlinedSql', () => {
  it('writes strings and numbers into the text, quotes doubled, for COPY, which takes no parameters', () => {
    expect(inlinedSql(sql`select ${"it's"} as a, ${5} as b, ${null} as c`)).toBe(`select 'it''s' as a, 5 as b, null as c`);
  });

  it('declines a parameter it cannot write as a literal exactly', () => {
    expect(inlinedSql(sql`select ${new Date(0)} as a`)).toBeNull();
    expect(inlinedSql(sql`select ${{ a: 1 }}::jsonb as a`)).toBeNull();
  });
});

const serverUrl = testServerUrl();

describe.skipIf(!serverUrl)('copyCsvStream on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const client = () => postgresClientOf(database.db)!;
  // About 4 MB: far more than the stream's buffers, so a reader's pauses reach the COPY.
  const rowsText = `select g::text as n, repeat('x', 200) as pad from generate_series(1, 20000) g`;
  const open = (stallMs = 60_000) => copyCsvStream(client(), { selectText: rowsText, header: '"N","Pad"\r\n', stallMs });

  /** Every connection of the pool at once, each asked something: a connection left unable to read never answers. */
  async function everyConnectionAnswers(): Promise<number[]> {
    const reserved = await Promise.all(Array.from({ length: database.pool!.size }, () => client().reserve()));
    try {
      return await Promise.all(reserved.map(async (connection) => (await connection<{ one: number }[]>`select 1 as one`)[0]!.one));
    } finally {
      for (const connection of reserved) connection.release();
    }
  }

  it('is read by the postgres.js client under the database, not on PGlite', () => {
    expect(typeof postgresClientOf(database.db)).toBe('function');
  });

  it('writes every row, CRLF-ended, to a reader that keeps pausing it, and leaves its connection able to answer', async () => {
    for (let round = 0; round < 3; round++) {
      const stream = await open();
      let text = '';
      for await (const chunk of stream) {
        text += String(chunk);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const lines = text.split('\r\n');
      expect(lines).toHaveLength(20_002);
      expect(lines[0]).toBe('"N","Pad"');
      expect(lines[20_000]).toBe(`"20000","${'x'.repeat(200)}"`);
      expect(lines[20_001]).toBe('');
    }
    expect(await everyConnectionAnswers()).toEqual(Array(database.pool!.size).fill(1));
  });

  it('cancels the COPY when the reader stops half way, and gives its connection back', async () => {
    const stream = await open();
    const closed = new Promise((resolve) => stream.once('close', resolve));
    stream.once('data', () => stream.destroy());
    await closed;
    const [copying] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'copy (%'`,
    );
    expect(copying?.n).toBe(0);
    expect(await everyConnectionAnswers()).toEqual(Array(database.pool!.size).fill(1));
  });

  it('gives up on a reader that never reads, and gives its connection back', async () => {
    const stream = await open(30);
    const failure = await new Promise<Error>((resolve) => stream.once('error', resolve));
    expect(failure.message).toMatch(/reader took nothing for 30 ms/);
    expect(await everyConnectionAnswers()).toEqual(Array(database.pool!.size).fill(1));
  });

  it('answers a query that fails with its error before any byte', async () => {
    await database.db.insert(userProfiles).values({ email: 'copy-csv@example.com', fullName: 'C', country: 'uk', passwordHash: 'x' });
    await expect(copyCsvStream(client(), { selectText: 'select 1/0 as n from user_profiles', header: '', stallMs: 1000 })).rejects.toThrow(/division by zero/);
    expect(await everyConnectionAnswers()).toEqual(Array(database.pool!.size).fill(1));
  });
});

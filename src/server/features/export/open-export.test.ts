import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers, auditLog, sessions, userProfiles } from '../../kernel/db/schema/index';
import { selectRows } from '../../kernel/db/select-rows';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../../kernel/db/client';
import { listUsers } from '../users/list-users';
import { staffActor } from '../audit/record-audit';
import { openExport } from './open-export';
import { readCsv } from '../../test/read-csv';
import { type StaffIdentity } from '../../kernel/plugins/access';

let database: Database;
const m = `batch${Date.now().toString(36)}`;
const ROWS = 11;
// A real session behind the identity: an admin's export reads from it when they last confirmed who they are.
let staff: StaffIdentity;
const clock = () => new Date('2026-05-04T23:59:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await staffWithSession('admin');
  await database.db.insert(userProfiles).values(
    Array.from({ length: ROWS }, (_, i) => ({
      email: `p${String(i).padStart(2, '0')}.${m}@example.com`,
      fullName: `Person ${i}`,
      country: 'Kenya',
      passwordHash: 'x',
      isVerified: i !== 3,
    })),
  );
});
afterAll(() => database?.close());

let accounts = 0;
async function staffWithSession(role: 'admin' | 'caseworker', confirmedMinutesAgo = 0): Promise<StaffIdentity> {
  const username = `${role}-${m}-${++accounts}`;
  const [account] = await database.db.insert(staffUsers).values({ username, passwordHash: 'x', role }).returning({ id: staffUsers.id });
  const [session] = await database.db
    .insert(sessions)
    .values({
      tokenHash: `token-${username}`,
      kind: 'admin',
      adminUserId: account!.id,
      expiresAt: new Date(Date.now() + 3_600_000),
      // Measured from the export's clock, which is what the freshness check compares with.
      confirmedAt: new Date(clock().getTime() - confirmedMinutesAgo * 60_000),
    })
    .returning({ id: sessions.id });
  return { kind: 'admin', adminId: account!.id, username, displayName: null, role, sessionId: session!.id };
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const open = (format: 'csv' | 'json', batchSize: number, query: Record<string, unknown> = { q: m, sort: 'email' }) =>
  openExport({ db: database.db, clock }, { list: 'users', format, query, staff, by: { actor: staffActor(staff) }, batchSize });

// A transaction left open would hold PGlite's one connection, so this query would never return.
const stillAnswers = async () => (await selectRows<{ one: number }>(database.db, sql`select 1 as one`))[0]?.one;

describe('openExport over several FETCH batches', () => {
  it('sends every row once, in the list’s order, whatever the batch size', async () => {
    const page = await listUsers(database, { q: m, status: 'all', sort: 'email', page: 1, pageSize: 100 });
    expect(page.total).toBe(ROWS);
    for (const batchSize of [1, 2, 4, ROWS, ROWS + 1]) {
      const opened = await open('csv', batchSize);
      expect(opened.filename).toBe('users-2026-05-04.csv');
      const [header, ...rows] = readCsv(await textOf(opened.stream));
      expect(header?.[0]).toBe('ID');
      expect(rows.map((row) => Number(row[0])), `batch size ${batchSize}`).toEqual(page.items.map((user) => user.id));
    }
    expect(await stillAnswers()).toBe(1);
  });

  it('joins batches into one valid JSON array', async () => {
    const opened = await open('json', 3, { q: m, status: 'unverified' });
    expect(opened.contentType).toBe('application/json; charset=utf-8');
    const rows = JSON.parse(await textOf(opened.stream)) as { email: string; isVerified: boolean }[];
    expect(rows).toEqual([expect.objectContaining({ email: `p03.${m}@example.com`, isVerified: false })]);

    const all = JSON.parse(await textOf((await open('json', 3)).stream)) as { id: number }[];
    expect(all).toHaveLength(ROWS);
    expect(new Set(all.map((row) => row.id)).size).toBe(ROWS);
  });

  it('gives up on a reader that takes nothing, and frees the connection', async () => {
    const opened = await openExport({ db: database.db, clock }, { list: 'users', format: 'csv', query: { q: m }, staff, by: { actor: staffActor(staff) }, batchSize: 2, stallMs: 30 });
    const failure = await new Promise<Error>((resolve) => opened.stream.once('error', resolve));
    expect(failure.message).toMatch(/reader took nothing for 30 ms/);
    expect(opened.stream.destroyed).toBe(true);
    expect(await stillAnswers()).toBe(1);
  });

  it('ends the cursor when the download stops half way', async () => {
    // JSON reads through the cursor on either database (a CSV file on PostgreSQL is COPY: below).
    const opened = await open('json', 1);
    const closed = new Promise((resolve) => opened.stream.once('close', resolve));
    const chunks: string[] = [];
    opened.stream.on('data', (chunk) => {
      chunks.push(String(chunk));
      // At the first chunk, as a closed connection would: the cursor holds ten rows more.
      opened.stream.destroy();
    });
    await closed;
    expect(chunks).toHaveLength(1);
    expect(chunks[0]!.match(/"id":/g)).toHaveLength(1);
    expect(await stillAnswers()).toBe(1);
  });

  it('stops reading a CSV file when the download stops after its first chunk', async () => {
    const opened = await open('csv', 1);
    const closed = new Promise((resolve) => opened.stream.once('close', resolve));
    const chunks: string[] = [];
    opened.stream.on('data', (chunk) => {
      chunks.push(String(chunk));
      opened.stream.destroy();
    });
    await closed;
    expect(chunks).toHaveLength(1);
    expect(readCsv(chunks[0]!)[0]?.[0]).toBe('ID');
    expect(await stillAnswers()).toBe(1);
  });
});

describe('openExport and a fresh confirmation', () => {
  const exportsOf = async (who: StaffIdentity) =>
    database.db.select().from(auditLog).where(and(eq(auditLog.action, 'export.downloaded'), eq(auditLog.actorId, String(who.adminId))));

  it("refuses an admin's export of everyone when they last confirmed who they are over five minutes ago, whatever route asks, and writes nothing", async () => {
    const stale = await staffWithSession('admin', 6);
    for (const list of ['users', 'incidents', 'audit-log'] as const) {
      await expect(openExport({ db: database.db, clock }, { list, format: 'csv', query: {}, staff: stale, by: { actor: staffActor(stale) } })).rejects.toMatchObject({
        code: 'FRESH_CONFIRMATION_REQUIRED',
        message: 'Please confirm it is you to continue',
      });
    }
    expect(await exportsOf(stale)).toHaveLength(0);

    // Confirmed again: the same export opens.
    await database.db.update(sessions).set({ confirmedAt: clock() }).where(eq(sessions.id, stale.sessionId));
    const opened = await openExport({ db: database.db, clock }, { list: 'users', format: 'json', query: { q: m }, staff: stale, by: { actor: staffActor(stale) } });
    expect(JSON.parse(await textOf(opened.stream))).toHaveLength(ROWS);
    expect(await exportsOf(stale)).toHaveLength(1);
  });

  it('refuses an identity whose session has ended', async () => {
    const ended = await staffWithSession('admin');
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, ended.sessionId));
    await expect(openExport({ db: database.db, clock }, { list: 'users', format: 'csv', query: {}, staff: ended, by: { actor: staffActor(ended) } })).rejects.toMatchObject({
      code: 'FRESH_CONFIRMATION_REQUIRED',
    });
  });

  it("does not ask it of a caseworker, whose file holds only their own cases", async () => {
    const caseworker = await staffWithSession('caseworker', 30);
    const opened = await openExport({ db: database.db, clock }, { list: 'users', format: 'json', query: { q: m }, staff: caseworker, by: { actor: staffActor(caseworker) } });
    expect(JSON.parse(await textOf(opened.stream))).toEqual([]);
  });
});

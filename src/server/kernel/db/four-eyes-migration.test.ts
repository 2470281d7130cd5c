import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';

// Migration 0011 turns the free-text case team into staff on the case (issue 22, D17). What was
// typed before it must land where it is safe: a staff account's entry as its place on the case (a
// caseworker's waiting for an admin, as the text may be their own doing), anything else as an
// outside contact that grants nothing.

let client: PGlite;
let before: string;

type Row = Record<string, unknown>;
const rows = async (query: string) => (await client.query<Row>(query)).rows;

beforeAll(async () => {
  // The migrations up to 0010, as a database stood before this one.
  before = await mkdtemp(join(tmpdir(), 'haven-0011-'));
  await cp(projectPath('drizzle'), before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
  await writeFile(journalPath, JSON.stringify(journal));

  client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before });
  await client.exec(`
    insert into admin_users (id, username, password_hash, email, role) values
      (1, 'ada', 'x', 'ada@staff.example.org', 'admin'),
      (2, 'robin', 'x', 'Robin@Staff.example.org', 'caseworker');
    insert into platforms (id, name) values (1, 'Migration platform');
    insert into fraud_incidents (id, platform_id, victim_email, incident_date, loss_amount, assigned_team) values
      (1, 1, 'a@example.com', '2026-01-01', 10, '[
        {"name": "Ada", "role": "Lead", "email": "ada@staff.example.org"},
        {"name": "Robin typed himself in", "role": "Legal Advisor", "email": " robin@staff.example.org "},
        {"name": "Lee Lawyer", "role": "Lawyer", "email": "lee@law.example"},
        {"name": "No address", "role": "Bank", "email": ""}
      ]'),
      (2, 1, 'b@example.com', '2026-01-01', 10, '[]'),
      (3, 1, 'c@example.com', '2026-01-01', 10, '[
        {"name": "Robin", "role": "Case Manager", "email": "robin@staff.example.org"},
        {"name": "Robin again", "role": "Case Manager", "email": "ROBIN@staff.example.org"}
      ]');
  `);
  await migrate(db, { migrationsFolder: projectPath('drizzle') });
});
afterAll(async () => {
  await client?.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0011: the free-text team becomes staff on the case and outside contacts', () => {
  it("puts matching staff accounts on the case: an admin's confirmed, a caseworker's waiting for an admin", async () => {
    expect(await rows('select incident_id, admin_user_id, role, confirmed_at is not null as confirmed from case_staff order by incident_id, admin_user_id')).toEqual([
      { incident_id: 1, admin_user_id: 1, role: 'Case Manager', confirmed: true },
      { incident_id: 1, admin_user_id: 2, role: 'Legal Advisor', confirmed: false },
      // The same account twice is one place on the case.
      { incident_id: 3, admin_user_id: 2, role: 'Case Manager', confirmed: false },
    ]);
  });

  it('keeps everyone else, in order, as outside contacts, and drops the staff entries from them', async () => {
    const contacts = await rows('select id, outside_contacts from fraud_incidents order by id');
    expect(contacts).toEqual([
      {
        id: 1,
        outside_contacts: [
          { name: 'Lee Lawyer', role: 'Lawyer', email: 'lee@law.example' },
          { name: 'No address', role: 'Bank', email: '' },
        ],
      },
      { id: 2, outside_contacts: [] },
      { id: 3, outside_contacts: [] },
    ]);
    expect(await rows("select 1 from information_schema.columns where table_name = 'fraud_incidents' and column_name = 'assigned_team'")).toEqual([]);
  });
});

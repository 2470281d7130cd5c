import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffDocument, StaffDocumentPage } from '@shared/documents/staff-schema';
import { documents } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { insertInOrder, staffListReader } from '../../test/staff-list';
import { createIncident } from '../../test/fixtures';

const t = appWithPeople();
let incidentA: { id: number };
let incidentB: { id: number };
const rows: (typeof documents.$inferSelect)[] = [];

beforeAll(async () => {
  incidentA = await createIncident(t.app, { victimEmail: t.victim.profile.email });
  incidentB = await createIncident(t.app, { victimEmail: 'second@example.com' });
  const base = Date.parse('2026-05-01T10:00:00Z');
  const values: Omit<typeof documents.$inferInsert, 'storageKey' | 'sha256'>[] = [
    { filename: 'bank-statement.pdf', mimeType: 'application/pdf', sizeBytes: 48_213, userEmail: t.victim.profile.email, category: 'financial', status: 'pending', recoveryId: incidentA.id },
    { filename: 'passport.png', mimeType: 'image/png', sizeBytes: 1_024, userEmail: t.victim.profile.email, category: 'identity', status: 'verified', recoveryId: incidentA.id },
    { filename: 'chat_100%.txt', mimeType: 'text/plain', sizeBytes: 12, userEmail: 'second@example.com', category: 'communication', status: 'rejected', recoveryId: incidentB.id },
    { filename: 'unfiled.jpg', mimeType: 'image/jpeg', sizeBytes: 2_000, userEmail: 'second@example.com', category: 'evidence', status: 'pending', recoveryId: null },
  ];
  rows.push(...(await insertInOrder(t.app.db, documents, values.map((value, i) => ({ ...value, storageKey: `cases/secret-key-${i}`, sha256: 'a'.repeat(64), uploadDate: new Date(base + i * 60_000) })))));
});

const { list, ids } = staffListReader(t, '/api/admin/documents', (d: StaffDocument) => d.id);

describe('GET /api/admin/documents', () => {
  it('answers a page, newest upload first, with the total of all matches', async () => {
    const page = (await list('pageSize=3')).json<StaffDocumentPage>();
    expect(page.total).toBe(4);
    expect(page.items.map((d) => d.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id]);
    expect(await ids('pageSize=3&page=2')).toEqual([rows[0]!.id]);
    expect(await ids('sort=oldest&pageSize=1')).toEqual([rows[0]!.id]);
    expect(await ids('sort=name&pageSize=2')).toEqual([rows[0]!.id, rows[2]!.id]);
  });

  it('answers the list fields and never the storage key or the file', async () => {
    const res = await list();
    const item = res.json<StaffDocumentPage>().items.find((d) => d.id === rows[0]!.id);
    expect(item).toEqual<StaffDocument>({
      id: rows[0]!.id,
      originalName: 'bank-statement.pdf',
      fileType: 'application/pdf',
      fileSize: 48_213,
      status: 'pending',
      category: 'financial',
      recoveryId: incidentA.id,
      reference: `FR-${String(incidentA.id).padStart(6, '0')}`,
      uploader: t.victim.profile.email,
      addedByStaff: null,
      sha256: 'a'.repeat(64),
      rejectionReason: null,
      createdAt: rows[0]!.uploadDate.toISOString(),
      updatedAt: rows[0]!.updatedAt.toISOString(),
    });
    expect(res.body).not.toContain('secret-key');
    expect(res.body).not.toContain('storageKey');
    expect(res.json<StaffDocumentPage>().items.find((d) => d.id === rows[3]!.id)).toMatchObject({ recoveryId: null, reference: null });
  });

  it('filters by each document status', async () => {
    expect((await ids('status=pending')).sort()).toEqual([rows[0]!.id, rows[3]!.id].sort());
    expect(await ids('status=verified')).toEqual([rows[1]!.id]);
    expect(await ids('status=rejected')).toEqual([rows[2]!.id]);
    expect((await list('status=lost')).statusCode).toBe(400);
  });

  it('searches the original name, the uploader and the case reference, with % and _ taken literally', async () => {
    expect(await ids('q=PASSPORT')).toEqual([rows[1]!.id]);
    expect((await ids('q=second%40example')).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
    expect(await ids(`q=FR-${String(incidentB.id).padStart(6, '0')}`)).toEqual([rows[2]!.id]);
    expect((await ids(`q=fr-${incidentA.id}`)).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([rows[2]!.id]);
    expect(await ids('q=_')).toEqual([rows[2]!.id]);
    expect(await ids('q=secret-key')).toEqual([]);
    expect(await ids('q=statement&status=verified')).toEqual([]);
  });

  it('is for any staff role, not for victims or strangers', async () => {
    expect((await list('', t.caseworker.headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/documents', cookies: t.victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/documents' })).statusCode).toBe(401);
  });
});

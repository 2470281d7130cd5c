import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffDocument, StaffDocumentPage } from '@shared/documents/staff-schema';
import type { BulkResult } from '@shared/lists/bulk-schema';
import { auditLog, documents, fraudIncidents } from '../../kernel/db/schema/index';
import { appWithPeople } from '../../test/suite-app';
import { createIncident } from '../../test/fixtures';

const t = appWithPeople();
let incident: { id: number; reference: string };
beforeAll(async () => {
  const row = await createIncident(t.app, {
    victimEmail: t.victim.profile.email,
    requiredDocuments: [{ name: 'Bank statement', description: '', status: 'pending' }],
  });
  incident = { id: row.id, reference: `FR-${String(row.id).padStart(6, '0')}` };
});

const bulk = (payload: Record<string, unknown>, headers = t.caseworker.headers) => t.app.inject({ method: 'POST', url: '/api/admin/documents/bulk', headers, payload });

let counter = 0;
/** Files on the case, read back as the staff list shows them (with the version a bulk action names). */
async function files(count: number, status: 'pending' | 'verified' | 'rejected' = 'pending'): Promise<StaffDocument[]> {
  const names = Array.from({ length: count }, () => `bulk-${++counter}-${Date.now()}.pdf`);
  await t.app.db.insert(documents).values(
    names.map((filename) => ({
      filename,
      storageKey: `cases/${filename}`,
      mimeType: 'application/pdf',
      sizeBytes: 2_048,
      sha256: 'b'.repeat(64),
      userEmail: t.victim.profile.email,
      category: 'financial' as const,
      status,
      recoveryId: incident.id,
    })),
  );
  const page = (await t.app.inject({ method: 'GET', url: `/api/admin/documents?q=${incident.reference}&pageSize=100`, headers: t.caseworker.headers })).json<StaffDocumentPage>();
  return names.map((name) => page.items.find((d) => d.originalName === name)!);
}
const items = (rows: StaffDocument[]) => rows.map((row) => ({ id: row.id, version: row.updatedAt }));
const rowsOf = (ids: number[]) => t.app.db.select().from(documents).where(inArray(documents.id, ids)).orderBy(documents.id);
const auditCount = async (action: string, ids: number[]) =>
  (await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'document'), inArray(auditLog.entityId, ids.map(String))))).length;

describe('reviewing many documents at once (issue 26)', () => {
  it('verifies each through the single review with one audit row each, says which were verified already, and ticks no required document', async () => {
    const [a, b] = await files(2);
    const [c] = await files(1, 'verified');
    const res = await bulk({ items: items([a!, b!, c!]), action: { kind: 'status', status: 'verified' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkResult>()).toEqual({
      done: [
        { id: a!.id, reference: `${a!.originalName} (${incident.reference})` },
        { id: b!.id, reference: `${b!.originalName} (${incident.reference})` },
      ],
      unchanged: [{ id: c!.id, reference: `${c!.originalName} (${incident.reference})` }],
      refused: [],
    });
    expect((await rowsOf([a!.id, b!.id])).map((r) => r.status)).toEqual(['verified', 'verified']);
    expect(await auditCount('document.verified', [a!.id, b!.id, c!.id])).toBe(2);
    const [theCase] = await t.app.db.select({ requiredDocuments: fraudIncidents.requiredDocuments }).from(fraudIncidents).where(eq(fraudIncidents.id, incident.id));
    expect(theCase?.requiredDocuments[0]?.status).toBe('pending');
  });

  it('rejects only with a reason, which each victim reads', async () => {
    const [a, b] = await files(2);
    const missing = await bulk({ items: items([a!, b!]), action: { kind: 'status', status: 'rejected' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Please say why the document is rejected; the victim will read it');

    const result = (await bulk({ items: items([a!, b!]), action: { kind: 'status', status: 'rejected', reason: 'The pages are cut off.' } })).json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([a!.id, b!.id]);
    expect((await rowsOf([a!.id, b!.id])).map((r) => [r.status, r.rejectionReason])).toEqual([
      ['rejected', 'The pages are cut off.'],
      ['rejected', 'The pages are cut off.'],
    ]);
    expect(await auditCount('document.rejected', [a!.id, b!.id])).toBe(2);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/documents?recoveryId=${incident.id}`, cookies: t.victim.cookies })).json<{ id: number; rejectionReason: string | null }[]>();
    expect(mine.find((d) => d.id === a!.id)?.rejectionReason).toBe('The pages are cut off.');
  });

  it('refuses a document changed since the list was loaded, and one that is gone, changing nothing of them', async () => {
    const [a, b] = await files(2);
    // A colleague rejected b from the case page meanwhile: verifying it over that is refused.
    await t.app.inject({ method: 'PUT', url: `/api/admin/documents/${b!.id}`, headers: t.admin.headers, payload: { status: 'rejected', reason: 'Unreadable' } });
    const result = (await bulk({ items: [...items([a!, b!]), { id: 99_999_999, version: a!.updatedAt }], action: { kind: 'status', status: 'verified' } })).json<BulkResult>();
    expect(result.done.map((d) => d.id)).toEqual([a!.id]);
    expect(result.refused).toEqual([
      { id: b!.id, reference: `${b!.originalName} (${incident.reference})`, code: 'STALE_VERSION', reason: expect.stringContaining('Someone changed this document since you loaded the list') },
      { id: 99_999_999, reference: 'Document 99999999', code: 'DOCUMENT_NOT_FOUND', reason: 'Document not found' },
    ]);
    expect((await rowsOf([b!.id]))[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Unreadable' });
    expect(await auditCount('document.verified', [b!.id])).toBe(0);
  });

  it('refuses a bad request before touching anything: no items, more than 100, no version, another status; staff only', async () => {
    const [a] = await files(1);
    const refusals = await Promise.all([
      bulk({ items: [], action: { kind: 'status', status: 'verified' } }),
      bulk({ items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: a!.updatedAt })), action: { kind: 'status', status: 'verified' } }),
      bulk({ items: [{ id: a!.id }], action: { kind: 'status', status: 'verified' } }),
      bulk({ items: items([a!]), action: { kind: 'status', status: 'pending' } }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals[1]!.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('Choose at most 100 documents at once') });
    const victim = await t.app.inject({ method: 'POST', url: '/api/admin/documents/bulk', cookies: t.victim.cookies, payload: { items: items([a!]), action: { kind: 'status', status: 'verified' } } });
    expect(victim.statusCode).toBe(401);
    expect((await rowsOf([a!.id]))[0]?.status).toBe('pending');
  });
});

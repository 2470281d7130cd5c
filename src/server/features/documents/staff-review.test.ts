import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffDocumentPage } from '@shared/documents/staff-schema';
import type { DocumentView } from '@shared/documents/schema';
import type { IncidentDetail } from '@shared/incidents/staff-schema';
import { auditLog, documents } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { documentsForm } from '../../test/documents-form';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files';

const t = testAppForSuite({ rateLimits: {} });
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let victim: Awaited<ReturnType<typeof createVictim>>;
let incident: { id: number };

beforeAll(async () => {
  [caseworker, victim] = await Promise.all([createStaff(t.app, { role: 'caseworker' }), createVictim(t.app)]);
  incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    requiredDocuments: [{ name: 'Bank statement', description: '', status: 'pending' }],
  });
});

const victimUpload = async (name: string, data: Buffer) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload: documentsForm({ category: 'financial', recoveryId: String(incident.id) }, [{ name, data }]) });
  expect(res.statusCode).toBe(201);
  return res.json<DocumentView[]>()[0]!;
};
const review = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/documents/${id}`, headers: caseworker.headers, payload });
const victimDocuments = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/documents?recoveryId=${incident.id}`, cookies: victim.cookies })).json<DocumentView[]>();

describe('staff document review', () => {
  it('downloads the original bytes, whose SHA-256 is the one listed', async () => {
    const pdf = samplePdf(3000);
    const doc = await victimUpload('statement.pdf', pdf);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/documents/${doc.id}/download`, headers: caseworker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/documents', headers: caseworker.headers })).json<StaffDocumentPage>().items.find((d) => d.id === doc.id)!;
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(listed.sha256);
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('rejects only with a reason, which the victim reads', async () => {
    const doc = await victimUpload('blurry.png', samplePng());
    const missing = await review(doc.id, { status: 'rejected' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please say why the document is rejected; the victim will read it');
    expect((await victimDocuments()).find((d) => d.id === doc.id)?.status).toBe('pending');

    const res = await review(doc.id, { status: 'rejected', reason: 'The photo is too blurry to read the account number.' });
    expect(res.statusCode).toBe(200);
    expect((await victimDocuments()).find((d) => d.id === doc.id)).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is too blurry to read the account number.' });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'document.rejected'), eq(auditLog.entityId, String(doc.id))));
    expect(audit).toBeTruthy();
  });

  it('verifies a document and ticks the required document as received, moving the case version on', async () => {
    const doc = await victimUpload('statement-2.pdf', samplePdf());
    const before = (await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}`, headers: caseworker.headers })).json<IncidentDetail>();
    const res = await review(doc.id, { status: 'verified', requiredDocument: 'Bank statement' });
    expect(res.statusCode).toBe(200);
    expect(res.json<DocumentView>()).toMatchObject({ status: 'verified', rejectionReason: null });
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}`, headers: caseworker.headers })).json<IncidentDetail>();
    expect(after.incident.requiredDocuments).toEqual([{ name: 'Bank statement', description: '', status: 'received' }]);
    expect(after.incident.version).toBe(before.incident.version + 1);

    const unknown = await review(doc.id, { status: 'verified', requiredDocument: 'Passport' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('That required document is not listed on this case');
    expect((await review(999_999, { status: 'verified' })).statusCode).toBe(404);
  });

  it("adds the case team's file, checked by content, shown to the victim as from the case team", async () => {
    const send = (files: { name: string; data: Buffer }[]) =>
      t.app.inject({ method: 'POST', url: `/api/admin/incidents/${incident.id}/documents`, headers: caseworker.headers, payload: documentsForm({ category: 'legal' }, files) });
    const refused = await send([{ name: 'letter.pdf', data: sampleExe() }]);
    expect(refused.statusCode).toBe(415);
    const res = await send([{ name: 'bank-letter.pdf', data: samplePdf() }]);
    expect(res.statusCode).toBe(201);
    const added = res.json<DocumentView[]>()[0]!;
    expect(added).toMatchObject({ fromCaseTeam: true, status: 'verified' });
    expect((await victimDocuments()).find((d) => d.id === added.id)).toMatchObject({ fromCaseTeam: true, filename: 'bank-letter.pdf' });
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, added.id));
    expect(row).toMatchObject({ uploadedByAdminId: caseworker.admin.id, userEmail: victim.profile.email.toLowerCase() });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/documents', headers: caseworker.headers })).json<StaffDocumentPage>().items.find((d) => d.id === added.id);
    expect(listed?.addedByStaff).toBe(caseworker.admin.displayName);
  });

  it('keeps every staff document route from victims', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/documents/1/download'],
      ['PUT', '/api/admin/documents/1'],
      ['POST', `/api/admin/incidents/${incident.id}/documents`],
    ] as const) {
      expect((await t.app.inject({ method, url, cookies: victim.cookies, payload: {} })).statusCode, url).toBe(401);
    }
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { documentsForm } from '../../test/documents-form';
import { createIncident, createVictim } from '../../test/fixtures';
import { listStoredFiles } from '../../test/report-form';
import { sampleExe, samplePdf, samplePng } from '../../test/sample-files';

const t = testAppForSuite({ rateLimits: {} });

async function setup() {
  const victim = await createVictim(t.app);
  const incident = await createIncident(t.app, { victimEmail: victim.profile.email });
  const upload = (payload: FormData) => t.app.inject({ method: 'POST', url: '/api/documents', cookies: victim.cookies, payload });
  return { victim, incident, upload };
}

describe('case documents (D9)', () => {
  it('stores files checked by content, lists them, and serves them back only as attachments', async () => {
    const { incident, upload, victim } = await setup();
    const res = await upload(documentsForm({ category: 'financial', recoveryId: String(incident.id) }, [
      { name: 'statement.pdf', data: samplePdf() },
      { name: 'photo.png', data: samplePng() },
    ]));
    expect(res.statusCode).toBe(201);
    expect(res.json().map((d: { filename: string }) => d.filename).sort()).toEqual(['photo.png', 'statement.pdf']);

    const list = await t.app.inject({ method: 'GET', url: `/api/documents?recoveryId=${incident.id}`, cookies: victim.cookies });
    const pdf = list.json().find((d: { filename: string }) => d.filename === 'statement.pdf');
    expect(pdf).toMatchObject({ category: 'financial', status: 'pending', mimeType: 'application/pdf', sizeBytes: samplePdf().length, rejectionReason: null });

    const file = await t.app.inject({ method: 'GET', url: pdf.downloadUrl, cookies: victim.cookies });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="statement.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
  });

  it('serves a file under the extension of its detected type, not the one it was uploaded with', async () => {
    const { incident, upload, victim } = await setup();
    const res = await upload(documentsForm({ category: 'communication', recoveryId: String(incident.id) }, [{ name: 'poly.png.html', data: samplePng() }]));
    expect(res.statusCode).toBe(201);
    const [stored] = res.json() as Array<{ filename: string; downloadUrl: string }>;
    // The victim's own name is still what the case lists; only the download is renamed.
    expect(stored?.filename).toBe('poly.png.html');

    const file = await t.app.inject({ method: 'GET', url: stored!.downloadUrl, cookies: victim.cookies });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="poly.png"; filename*=UTF-8''poly.png`);
  });

  it('refuses an executable renamed .pdf and keeps nothing', async () => {
    const { incident, upload } = await setup();
    const before = await listStoredFiles(t.dataDir);
    const res = await upload(documentsForm({ category: 'legal', recoveryId: String(incident.id) }, [
      { name: 'ok.pdf', data: samplePdf() },
      { name: 'invoice.pdf', data: sampleExe() },
    ]));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This file type is not accepted: invoice.pdf. Please upload images, PDF, DOC or DOCX files.');
    expect(await t.app.db.select().from(documents).where(eq(documents.recoveryId, incident.id))).toHaveLength(0);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a file over 10 MB and keeps nothing', async () => {
    const { incident, upload } = await setup();
    const before = await listStoredFiles(t.dataDir);
    const res = await upload(documentsForm({ category: 'legal', recoveryId: String(incident.id) }, [{ name: 'big.pdf', data: samplePdf(11 * 1024 * 1024) }]));
    expect(res.statusCode).toBe(413);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);
  });

  it.each([
    [{ category: 'other' }, 'Please choose a category'],
    [{ recoveryId: '' }, 'The case is missing'],
  ])('refuses bad fields %o and removes the stored files', async (change, message) => {
    const { incident, upload } = await setup();
    const before = await listStoredFiles(t.dataDir);
    const res = await upload(documentsForm({ category: 'identity', recoveryId: String(incident.id), ...change }, [{ name: 'id.png', data: samplePng() }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);
  });

  it('needs at least one file', async () => {
    const { incident, upload } = await setup();
    const res = await upload(documentsForm({ category: 'identity', recoveryId: String(incident.id) }, []));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose at least one file to upload.');
  });

  it("will not attach files to another victim's case, and keeps none", async () => {
    const { upload } = await setup();
    const other = await createIncident(t.app, { victimEmail: 'someone.else@example.com' });
    const before = await listStoredFiles(t.dataDir);
    const res = await upload(documentsForm({ category: 'identity', recoveryId: String(other.id) }, [{ name: 'id.png', data: samplePng() }]));
    expect(res.statusCode).toBe(404);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);
  });
});

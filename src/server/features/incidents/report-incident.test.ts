import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, fraudIncidents, platforms } from '../../kernel/db/schema/index';
import { testAppForSuite, withTestApp } from '../../test/suite-app';
import { removeStoredFiles, type IngestedUpload } from '../../kernel/uploads/ingest-files';
import { sampleDoc, sampleDocx, samplePdf, samplePng } from '../../test/sample-files';
import { victimActor } from '../audit/record-audit';
import { reportIncident } from './report-incident';
import { countRows, listStoredFiles, postReport, reportForm, validReport } from '../../test/report-form';

const t = testAppForSuite();

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readStored(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.app.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('POST /api/report-incident', () => {
  it('adds a new platform, opens the incident and keeps the evidence with its fingerprint', async () => {
    const pdf = samplePdf();
    const res = await postReport(
      t.app,
      reportForm(validReport({ platformName: 'Nimbus Yield' }), [{ name: 'bank statement.pdf', data: pdf, type: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.documentsCount).toBe(1);
    expect(body.incident.caseReference).toBe(`FR-${String(body.incident.id).padStart(6, '0')}`);

    const [incident] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, body.incident.id));
    expect(incident).toMatchObject({
      status: 'open',
      victimEmail: 'victim.one@example.com',
      incidentDate: '2025-11-03',
      lossAmount: '2500.50',
      fraudType: 'cryptocurrency_fraud',
      websiteUrl: 'https://coinvault-pro.example',
      description: 'They promised 30% a month and then blocked my withdrawals.',
    });
    const [platform] = await t.app.db.select().from(platforms).where(eq(platforms.id, incident!.platformId));
    expect(platform).toMatchObject({ name: 'Nimbus Yield', website: 'https://coinvault-pro.example', recoveryAvailable: false });

    const rows = await t.app.db.select().from(documents).where(eq(documents.recoveryId, body.incident.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      filename: 'bank statement.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: sha256(pdf),
      category: 'evidence',
      status: 'pending',
      userEmail: 'victim.one@example.com',
    });
    // Stored under a random key, never the visitor's file name (D9), with the same bytes.
    expect(rows[0]!.storageKey).toMatch(/^evidence\/[0-9a-f-]{36}\.pdf$/);
    expect((await readStored(rows[0]!.storageKey)).equals(pdf)).toBe(true);
  });

  it('finds an existing platform whatever the case of its name', async () => {
    const [existing] = await t.app.db
      .insert(platforms)
      .values({ name: 'CryptoHub Exchange', type: 'Cryptocurrency exchange', recoveryAvailable: true })
      .returning();
    const before = await countRows(t.app);
    const res = await postReport(t.app, reportForm(validReport({ platformName: '  cryptohub EXCHANGE ' })));
    expect(res.statusCode).toBe(201);
    expect(res.json().documentsCount).toBe(0);
    const [incident] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, res.json().incident.id));
    expect(incident!.platformId).toBe(existing!.id);
    expect(await countRows(t.app)).toEqual({ ...before, incidents: before.incidents + 1 });
    // The directory entry the staff wrote stays as it was.
    const [after] = await t.app.db.select().from(platforms).where(eq(platforms.id, existing!.id));
    expect(after).toMatchObject({ name: 'CryptoHub Exchange', type: 'Cryptocurrency exchange', recoveryAvailable: true });
  });

  it('adds a new platform once when two reports name it at the same moment', async () => {
    const [a, b] = await Promise.all([
      postReport(t.app, reportForm(validReport({ platformName: 'Twin Report Coin' }))),
      postReport(t.app, reportForm(validReport({ platformName: 'twin report coin' }))),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.app.db.select().from(platforms).where(sql`lower(${platforms.name}) = 'twin report coin'`);
    expect(rows).toHaveLength(1);
  });

  it('accepts images, PDF, DOC and DOCX together and records each real type', async () => {
    const files = [
      { name: 'chat.png', data: samplePng(), mime: 'image/png' },
      { name: 'receipt.pdf', data: samplePdf(), mime: 'application/pdf' },
      { name: 'letter.doc', data: sampleDoc(), mime: 'application/msword' },
      { name: 'contract.docx', data: sampleDocx(), mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    ];
    // Browsers often send a generic type: the server goes by the content.
    const res = await postReport(t.app, reportForm(validReport({ platformName: 'Evidence Mix Ltd' }), files));
    expect(res.statusCode).toBe(201);
    expect(res.json().documentsCount).toBe(4);
    const rows = await t.app.db.select().from(documents).where(eq(documents.recoveryId, res.json().incident.id));
    expect(rows.map((r) => [r.filename, r.mimeType, r.sha256, r.sizeBytes]).sort()).toEqual(
      files.map((f) => [f.name, f.mime, sha256(f.data), f.data.length]).sort(),
    );
    for (const row of rows) expect(await t.app.storage.exists(row.storageKey)).toBe(true);
  });

  it('accepts a file just under 10 MB and ten files at once', async () => {
    const nearLimit = samplePdf(10 * 1024 * 1024);
    const single = await postReport(t.app, reportForm(validReport(), [{ name: 'scan.pdf', data: nearLimit }]));
    expect(single.statusCode).toBe(201);
    const ten = Array.from({ length: 10 }, (_, i) => ({ name: `page-${i + 1}.png`, data: samplePng() }));
    const many = await postReport(t.app, reportForm(validReport(), ten));
    expect(many.statusCode).toBe(201);
    expect(many.json().documentsCount).toBe(10);
  });

  it('treats an empty website field as no website', async () => {
    const res = await postReport(t.app, reportForm(validReport({ websiteUrl: '', platformName: 'No Site Traders' })));
    expect(res.statusCode).toBe(201);
    const [incident] = await t.app.db.select().from(fraudIncidents).where(eq(fraudIncidents.id, res.json().incident.id));
    expect(incident!.websiteUrl).toBeNull();
  });
});

describe('what the report confirmation says about the e-mail (D18)', () => {
  it('says no link was e-mailed when no mail server is set, and that one was when there is', async () => {
    const withoutMail = await postReport(t.app, reportForm(validReport({ platformName: 'Quiet Mail Exchange' })));
    expect(withoutMail.statusCode).toBe(201);
    expect(withoutMail.json().confirmation).toBe('not_sent');

    await withTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' }, worker: false }, async (mailing) => {
      const withMail = await postReport(mailing.app, reportForm(validReport({ platformName: 'Loud Mail Exchange' })));
      expect(withMail.statusCode).toBe(201);
      expect(withMail.json().confirmation).toBe('email_sent');
    });
  });
});

describe('reportIncident when the database write fails', () => {
  it('leaves no incident, no platform, no document row and removes the stored files', async () => {
    const before = await countRows(t.app);
    const filesBefore = await listStoredFiles(t.dataDir);
    const data = samplePdf();
    const storageKey = `evidence/${randomUUID()}.pdf`;
    await t.app.storage.put(storageKey, data);
    const file = { filename: 'a.pdf', storageKey, mimeType: 'application/pdf', sizeBytes: data.length, sha256: sha256(data) };
    // The same storage key twice breaks the documents insert (unique key) after the platform and
    // the incident were written in that transaction.
    const upload: IngestedUpload = {
      fields: validReport({ platformName: 'Rollback Markets' }),
      files: [file, file],
      commit: () => Promise.resolve(),
      discard: () => removeStoredFiles(t.app.storage, [storageKey]),
    };
    await expect(reportIncident(t.app, { upload, signedIn: null, by: { actor: victimActor(null) } })).rejects.toThrow();
    expect(await countRows(t.app)).toEqual(before);
    expect(await t.app.db.select().from(platforms).where(eq(platforms.name, 'Rollback Markets'))).toEqual([]);
    expect(await t.app.storage.exists(storageKey)).toBe(false);
    expect(await listStoredFiles(t.dataDir)).toEqual(filesBefore);
  });
});

import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentView } from '@shared/documents/schema';
import { auditLog, documents, moneyTrails } from '../../kernel/db/schema/index';
import { testAppForSuite } from '../../test/suite-app';
import { documentsForm } from '../../test/documents-form';
import { createIncident, createStaff, createVictim } from '../../test/fixtures';
import { pdfPagesText } from '../../test/pdf-text';
import { samplePdf, samplePng } from '../../test/sample-files';

const t = testAppForSuite({ rateLimits: {} });
let caseworker: Awaited<ReturnType<typeof createStaff>>;
let victim: Awaited<ReturnType<typeof createVictim>>;
let other: Awaited<ReturnType<typeof createVictim>>;
let incident: { id: number };

beforeAll(async () => {
  [caseworker, victim, other] = await Promise.all([createStaff(t.app, { role: 'caseworker' }), createVictim(t.app), createVictim(t.app)]);
  incident = await createIncident(t.app, {
    victimEmail: victim.profile.email,
    timelineEvents: [{ title: 'Report received', date: '2026-03-02', description: 'Reported online' }],
    requiredDocuments: [{ name: 'Bank statement', description: 'Last three months', status: 'received' }],
    financialData: { totalLoss: '2500.00', recoveredAmount: '400.00', transactions: [] },
  });
  await t.app.db.insert(moneyTrails).values([
    { incidentId: incident.id, transactionType: 'transfer', amount: '2000.00', currency: 'USD', fromAccount: 'GB29 NWBK 6016 1331 9268 19', toAccount: 'Mule account 99887766', transactionDate: new Date('2026-03-01') },
    { incidentId: incident.id, transactionType: 'withdrawal', amount: '0.01234567', currency: 'BTC', fromAccount: 'Mule account 99887766', toAccount: 'bc1qscammerwallet0001', transactionDate: new Date('2026-03-02'), status: 'suspicious' },
    { incidentId: incident.id, transactionType: 'transfer', amount: '150.00', currency: 'EUR', fromAccount: null, toAccount: 'Mule account 99887766', transactionDate: new Date('2026-03-03'), status: 'recovered' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    cookies: victim.cookies,
    payload: documentsForm({ category: 'financial', recoveryId: String(incident.id) }, [
      { name: 'statement.pdf', data: samplePdf(5000) },
      { name: 'statement.pdf', data: samplePdf(7000) },
      { name: '=HYPERLINK("x").png', data: samplePng() },
    ]),
  });
  expect(res.json<DocumentView[]>()).toHaveLength(3);
});

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function unzip(res: { rawPayload: Buffer }) {
  const entries = unzipSync(new Uint8Array(res.rawPayload));
  const manifest = strFromU8(entries['manifest.csv']!).trim().split('\r\n');
  return { entries, manifest };
}

describe('the evidence pack', () => {
  it("gives staff a ZIP whose files' hashes match its manifest and the database", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}/evidence-pack`, headers: caseworker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="evidence-FR-${String(incident.id).padStart(6, '0')}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`));
    const { entries, manifest } = await unzip(res);
    expect(manifest[0]).toBe('name,bytes,sha256');
    const stored = await t.app.db.select().from(documents).where(eq(documents.recoveryId, incident.id));
    const rows = manifest.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(3);
    for (const [name, bytes, hash] of rows) {
      const data = entries[name!]!;
      expect(data, name).toBeTruthy();
      expect(sha256(data)).toBe(hash);
      expect(data.length).toBe(Number(bytes));
      expect(stored.map((d) => d.sha256)).toContain(hash);
    }
    // Two files of one name stay two files; a name that looks like a formula stays inert.
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(['files/statement.pdf', 'files/statement (2).pdf']));
    expect(manifest.join('\n')).not.toMatch(/(^|,)=/m);

    const pdf = entries['summary.pdf']!;
    expect(strFromU8(pdf.slice(0, 5))).toBe('%PDF-');
    if (process.env.EVIDENCE_PDF_OUT) await writeFile(process.env.EVIDENCE_PDF_OUT, pdf);

    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'evidence_pack.downloaded'));
    expect(audit).toMatchObject({ actorType: 'admin', entityType: 'fraud_incident', entityId: String(incident.id) });
  });

  it("writes the summary in the asker's language: staff's and the victim's (cookie haven_locale)", async () => {
    const english = await unzip(await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}/evidence-pack`, headers: caseworker.headers }));
    const englishText = (await pdfPagesText(Buffer.from(english.entries['summary.pdf']!))).join(' ').replace(/\u00a0/g, ' ');
    expect(englishText).toContain(`Evidence pack: case FR-${String(incident.id).padStart(6, '0')}`);
    expect(englishText).toContain('$2,500.00');
    // The money's path, as the staff screen draws it.
    expect(englishText).toContain('Source not recorded');
    expect(englishText).toContain('0.01234567 BTC · Mar 2, 2026 · suspicious');
    expect(englishText).toContain('€150.00 · Mar 3, 2026 · recovered');
    // Statuses and transaction types in the words the web shows for them.
    expect(englishText).toContain('Status Open');
    expect(englishText).toContain('Mar 2, 2026 Withdrawal 0.01234567 BTC');
    expect(englishText).toMatch(/Mule account 99887766 Pending .* Suspicious .* Recovered/);
    expect(englishText).toContain('Bank statement Received');

    const staff = await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}/evidence-pack`, headers: { ...caseworker.headers, cookie: 'haven_locale=es' } });
    const { entries, manifest } = await unzip(staff);
    const text = (await pdfPagesText(Buffer.from(entries['summary.pdf']!))).join(' ').replace(/\u00a0/g, ' ');
    expect(text).toContain(`Paquete de pruebas: caso FR-${String(incident.id).padStart(6, '0')}`);
    expect(text).toContain('Rastros de dinero');
    expect(text).toContain('2500,00');
    expect(text).toMatch(/Página 1 de \d/);
    expect(text).not.toContain('Money trails');
    // The money's path in the same language: its boxes, amounts, dates and statuses.
    expect(text).toContain('Origen no registrado');
    expect(text).toContain('0,01234567 BTC · 2 mar 2026 · sospechosa');
    expect(text).toContain('150,00 € · 3 mar 2026 · recuperada');
    expect(text).not.toMatch(/not recorded|suspicious|recovered|Mar \d/);
    // Statuses and transaction types as the web's _shared catalogue says them (issue 28).
    expect(text).toContain('Estado Abierto');
    expect(text).toContain('1 mar 2026 Transferencia 2000,00 US$');
    expect(text).toContain('2 mar 2026 Retirada 0,01234567 BTC');
    expect(text).toMatch(/Mule account 99887766 Pendiente .* Sospechoso .* Recuperado/);
    expect(text).toContain('Bank statement Recibido');
    expect(text).toContain('statement.pdf 4,9 KB Pendiente');
    expect(text).not.toMatch(/\b(Open|Transfer|Withdrawal|Pending|Suspicious|Recovered|Received)\b/);
    // The manifest is for machines: its header stays as it is.
    expect(manifest[0]).toBe('name,bytes,sha256');

    const own = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}/evidence-pack`, cookies: { ...victim.cookies, haven_locale: 'es' } });
    const victimText = (await pdfPagesText(Buffer.from((await unzip(own)).entries['summary.pdf']!))).join(' ');
    expect(victimText).toContain(`por la víctima (${victim.profile.email})`);
  });

  it('gives the owner the same pack from the case page, and nobody else', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}/evidence-pack`, cookies: victim.cookies });
    expect(own.statusCode).toBe(200);
    const { manifest } = await unzip(own);
    expect(manifest).toHaveLength(4);
    expect((await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}/evidence-pack`, cookies: other.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/recovery-details/${incident.id}/evidence-pack` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/incidents/${incident.id}/evidence-pack`, cookies: victim.cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/incidents/999999/evidence-pack', headers: caseworker.headers })).statusCode).toBe(404);
  });
});

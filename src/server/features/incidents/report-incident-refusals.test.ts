import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { testAppForSuite, withTestApp } from '../../test/suite-app';
import { sampleCompoundFile, sampleExe, samplePdf, zipOf } from '../../test/sample-files';
import { countRows, listStoredFiles, postReport, reportForm, validReport, type UploadFile } from '../../test/report-form';

// Nothing in this file may ever be accepted, so after every request the database holds no
// incident, document or platform and the uploads folder holds no file.
const t = testAppForSuite();
// Booting a fresh database can take a while on a busy machine.
const BOOT_TIMEOUT_MS = 120_000;

async function expectNothingKept() {
  expect(await countRows(t.app)).toEqual({ incidents: 0, documents: 0, platforms: 0 });
  expect(await listStoredFiles(t.dataDir)).toEqual([]);
}

const pdf: UploadFile = { name: 'bank-statement.pdf', data: samplePdf(), type: 'application/pdf' };

describe('POST /api/report-incident refuses invalid fields with the spec message', () => {
  const cases: [string, Record<string, string | undefined>, string][] = [
    ['a missing e-mail', { victimEmail: undefined }, 'Please enter a valid email address'],
    ['a malformed e-mail', { victimEmail: 'victim at example.com' }, 'Please enter a valid email address'],
    ['an e-mail without a dot after the at sign', { victimEmail: 'victim@example' }, 'Please enter a valid email address'],
    ['a missing platform name', { platformName: undefined }, 'Platform name is required'],
    ['a one-letter platform name', { platformName: ' X ' }, 'Platform name is required'],
    ['a website that is not a URL', { websiteUrl: 'not a website' }, 'Please enter a valid website URL'],
    ['a website without a domain', { websiteUrl: 'https://localhost' }, 'Please enter a valid website URL'],
    ['a missing incident date', { incidentDate: undefined }, 'Incident date is required'],
    ['an empty incident date', { incidentDate: '' }, 'Incident date is required'],
    ['an incident date that is not a date', { incidentDate: 'last week' }, 'Incident date is required'],
    ['an incident date in the future', { incidentDate: '2999-01-01' }, 'The incident date cannot be in the future'],
    ['a missing loss amount', { lossAmount: undefined }, 'Loss amount is required'],
    ['an empty loss amount', { lossAmount: '' }, 'Loss amount is required'],
    ['an amount with three decimals', { lossAmount: '10.999' }, 'Please enter a valid amount'],
    ['a negative amount', { lossAmount: '-50' }, 'Please enter a valid amount'],
    ['an amount with letters', { lossAmount: '12abc' }, 'Please enter a valid amount'],
    ['an amount beyond what the record can hold', { lossAmount: '100000000' }, 'Please enter a valid amount'],
    ['a missing description', { description: undefined }, 'Please provide a detailed description (minimum 10 characters)'],
    ['a nine-character description', { description: 'Too short' }, 'Please provide a detailed description (minimum 10 characters)'],
    ['a description of spaces', { description: '             ' }, 'Please provide a detailed description (minimum 10 characters)'],
    ['a missing fraud type', { fraudType: undefined }, 'Please select a fraud type'],
    ['an unknown fraud type', { fraudType: 'lottery' }, 'Please select a fraud type'],
  ];

  it.each(cases)('%s', async (_name, overrides, message) => {
    // A valid file goes along each time: it must not be kept when the fields are refused.
    const res = await postReport(t.app, reportForm(validReport(overrides), [pdf]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    await expectNothingKept();
  });
});

describe('POST /api/report-incident refuses files it must not keep', () => {
  it('refuses an executable renamed .pdf, by its content', async () => {
    const res = await postReport(
      t.app,
      reportForm(validReport(), [{ name: 'statement.pdf', data: sampleExe(), type: 'application/pdf' }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(
      'This file type is not accepted: statement.pdf. Please upload images, PDF, DOC or DOCX files.',
    );
    await expectNothingKept();
  });

  it('removes the good files already stored when a later one is refused', async () => {
    const res = await postReport(
      t.app,
      reportForm(validReport(), [pdf, pdf, { name: 'invoice.docx', data: zipOf({ 'payload.js': 'alert(1)' }) }]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain('invoice.docx');
    await expectNothingKept();
  });

  it('refuses a compound file that is not a Word document (an .msi renamed .doc)', async () => {
    const msi = sampleCompoundFile(['\u4840\u3b3f\u4577\u41ec', 'Binary.Setup']);
    const res = await postReport(t.app, reportForm(validReport(), [{ name: 'letter.doc', data: msi }]));
    expect(res.statusCode).toBe(415);
    await expectNothingKept();
  });

  it('refuses an 11 MB file with 413 and keeps nothing, not even the smaller file before it', async () => {
    const big = samplePdf(11 * 1024 * 1024);
    const res = await postReport(t.app, reportForm(validReport(), [pdf, { name: 'scan.pdf', data: big, type: 'application/pdf' }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('A file is larger than 10 MB. Please choose a smaller file.');
    await expectNothingKept();
  });

  it('refuses a file one byte over 10 MB', async () => {
    const res = await postReport(t.app, reportForm(validReport(), [{ name: 'scan.pdf', data: samplePdf(10 * 1024 * 1024 + 1) }]));
    expect(res.statusCode).toBe(413);
    await expectNothingKept();
  });

  it('refuses more than 10 files and removes the 10 it had stored', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ ...pdf, name: `page-${i + 1}.pdf` }));
    const res = await postReport(t.app, reportForm(validReport(), files));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Too many files. Please attach at most 10 files.');
    await expectNothingKept();
  });

  it('refuses files sent under another field name', async () => {
    const res = await postReport(t.app, reportForm(validReport(), [{ ...pdf, field: 'attachments' }]));
    expect(res.statusCode).toBe(400);
    await expectNothingKept();
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/report-incident', payload: validReport() });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
    await expectNothingKept();
  });

  it('lets a browser finish sending and read the refusal when it gives up early', async () => {
    // Over real HTTP: the server refuses the first file; the rest of the body (17 MB, more than
    // socket buffers hold) must still be read, or the upload stalls and the answer never lands.
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const encoded = new Response(
      reportForm(validReport(), [
        { name: 'setup.pdf', data: sampleExe() },
        { name: 'large.pdf', data: samplePdf(8 * 1024 * 1024) },
        { name: 'larger.pdf', data: samplePdf(9 * 1024 * 1024) },
      ]),
    );
    const body = Buffer.from(await encoded.arrayBuffer());
    const { status, text, sent } = await new Promise<{ status: number; text: string; sent: boolean }>((resolve, reject) => {
      let sent = false;
      const req = request(
        {
          host: address.hostname,
          port: address.port,
          method: 'POST',
          path: '/api/report-incident',
          headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            if (sent) resolve({ status: res.statusCode!, text, sent });
            else req.on('finish', () => resolve({ status: res.statusCode!, text, sent: true }));
          });
        },
      );
      req.on('finish', () => (sent = true));
      req.on('error', reject);
      req.end(body);
    });
    expect(sent).toBe(true);
    expect(status).toBe(415);
    expect(JSON.parse(text).message).toContain('setup.pdf');
    await expectNothingKept();
  }, 20_000);
});

describe('POST /api/report-incident is rate-limited per client', () => {
  it('answers 429 with Retry-After once a client has used its budget, and only for that client', async () => {
    await withTestApp({ rateLimits: { reportPerClient: { max: 2, timeWindow: 60 * 60_000 } } }, async (limited) => {
      const send = (ip: string) => postReport(limited.app, reportForm(validReport({ lossAmount: 'x' })), ip);
      expect((await send('192.0.2.1')).statusCode).toBe(400);
      expect((await send('192.0.2.1')).statusCode).toBe(400);
      const third = await send('192.0.2.1');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json().message).toMatch(/Too many requests/);
      expect((await send('192.0.2.2')).statusCode).toBe(400);
    });
  }, BOOT_TIMEOUT_MS);
});

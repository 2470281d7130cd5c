import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../db/schema/index';
import { sampleCompoundFile, zipOf } from '../../test/sample-files';
import { listStoredFiles, validReport } from '../../test/report-form';
import type { FileStorage } from '../storage/storage';
import { testAppForSuite } from '../../test/suite-app';
import { HEAD_BYTES } from './ingest-files';

// Uploads are streamed: each file goes to storage as it arrives, so the server holds a few chunks
// of it at a time, never the whole file (issue 22 §2). The proof does not time anything: the form
// is produced lazily, and a storage spy compares, at every chunk it receives, how many bytes the
// client had been asked for with how many storage had already seen. A server that read a whole
// file before storing it would be 10 MB ahead at its first chunk.

const MB = 1024 * 1024;
const BOUNDARY = '----haven-streaming-test';

type StreamedFile = { name: string; type: string; head: Buffer; size: number };

/** A multipart form produced only as fast as the server reads it; `produced` counts what it handed over. */
function lazyForm(fields: Record<string, string>, files: StreamedFile[]) {
  const meter = { produced: 0 };
  const hashes: string[] = [];
  async function* body() {
    const emit = (chunk: Buffer) => {
      meter.produced += chunk.length;
      return chunk;
    };
    for (const [name, value] of Object.entries(fields)) {
      yield emit(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const file of files) {
      yield emit(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="evidence"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
      const hash = createHash('sha256');
      let left = file.size;
      for (let first = true; left > 0; first = false) {
        const chunk = first ? file.head.subarray(0, left) : Buffer.alloc(Math.min(64 * 1024, left), 0x20);
        hash.update(chunk);
        left -= chunk.length;
        yield emit(chunk);
      }
      hashes.push(hash.digest('hex'));
      yield emit(Buffer.from('\r\n'));
    }
    yield emit(Buffer.from(`--${BOUNDARY}--\r\n`));
  }
  return { stream: Readable.from(body(), { objectMode: false }), meter, hashes };
}

/** Watches storage: bytes received, and the most the client was ever ahead of it. */
function storageSpy() {
  const seen = { stored: 0, chunks: 0, mostAhead: 0, wholeFilePuts: 0, meter: { produced: 0 } };
  const wrap = (disk: FileStorage): FileStorage => ({
    ...disk,
    put: async (key, data) => {
      seen.wholeFilePuts += 1;
      seen.mostAhead = Math.max(seen.mostAhead, seen.meter.produced - seen.stored);
      seen.stored += data.length;
      await disk.put(key, data);
    },
    write: (key, source) => {
      async function* tap() {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          seen.chunks += 1;
          seen.mostAhead = Math.max(seen.mostAhead, seen.meter.produced - seen.stored);
          seen.stored += chunk.length;
          yield chunk;
        }
      }
      return disk.write(key, Readable.from(tap(), { objectMode: false }));
    },
  });
  return { seen, wrap };
}

const pdfHead = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');

const spy = storageSpy();
const t = testAppForSuite({ wrapStorage: spy.wrap });

function send(form: ReturnType<typeof lazyForm>, remoteAddress: string) {
  spy.seen.meter = form.meter;
  return t.app.inject({
    method: 'POST',
    url: '/api/report-incident',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: form.stream,
    remoteAddress,
  });
}

describe('evidence uploads stream to storage', () => {
  it('stores four files of 9.5 MB chunk by chunk, never more than a little ahead of the client', async () => {
    const size = 9.5 * MB;
    const files = [1, 2, 3, 4].map((n) => ({ name: `statement-${n}.pdf`, type: 'application/pdf', head: pdfHead(), size }));
    const form = lazyForm(validReport({ platformName: 'Streaming Traders' }), files);
    const res = await send(form, '198.51.100.1');
    expect(res.statusCode, res.body).toBe(201);

    expect(spy.seen.wholeFilePuts).toBe(0);
    expect(spy.seen.stored).toBe(4 * size);
    expect(spy.seen.chunks).toBeGreaterThan(4 * 10);
    // Buffers between the socket and the disk hold a few hundred kilobytes; a whole file is 9.5 MB.
    expect(spy.seen.mostAhead).toBeLessThan(2 * MB);

    const rows = await t.app.db.select().from(documents).where(eq(documents.recoveryId, res.json().incident.id));
    expect(rows.map((r) => r.sizeBytes)).toEqual([size, size, size, size]);
    expect(rows.map((r) => r.sha256).sort()).toEqual([...form.hashes].sort());
    // Committed: each file sits under the key its row names, and nothing is left in staging.
    for (const row of rows) expect(await t.app.storage.exists(row.storageKey)).toBe(true);
    const stored = await listStoredFiles(t.dataDir);
    expect(stored.filter((path) => path.includes('/staging/'))).toEqual([]);
  }, 60_000);

  it('keeps nothing, not even in staging, of a file refused past its first bytes or cut off at 10 MB', async () => {
    const before = await listStoredFiles(t.dataDir);
    // A plain zip reads as a container in its head; only the stored whole says it is no DOCX.
    const zip = zipOf({ 'payload.bin': randomBytes(HEAD_BYTES * 3).toString('latin1'), 'run.sh': 'echo hi' });
    const refused = await send(lazyForm(validReport(), [{ name: 'letter.docx', type: 'application/zip', head: zip, size: zip.length }]), '198.51.100.2');
    expect(refused.statusCode).toBe(415);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);

    const tooLarge = await send(
      lazyForm(validReport(), [
        { name: 'ok.pdf', type: 'application/pdf', head: pdfHead(), size: 2 * MB },
        { name: 'huge.pdf', type: 'application/pdf', head: pdfHead(), size: 10 * MB + 1 },
      ]),
      '198.51.100.3',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(await listStoredFiles(t.dataDir)).toEqual(before);
  }, 60_000);

  it('accepts a DOCX and a DOC whose telling parts lie past the first bytes, checked once stored', async () => {
    const contentTypes =
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const docx = zipOf({ 'word/media/image1.bin': randomBytes(HEAD_BYTES * 2).toString('latin1'), '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' });
    const compound = sampleCompoundFile(['WordDocument']);
    // The directory moved past the head: 256 empty sectors first.
    const doc = Buffer.concat([compound.subarray(0, 512), Buffer.alloc(256 * 512), compound.subarray(512)]);
    doc.writeUInt32LE(256, 48);
    const res = await send(
      lazyForm(validReport({ platformName: 'Container Traders' }), [
        { name: 'letter.docx', type: 'application/octet-stream', head: docx, size: docx.length },
        { name: 'old.doc', type: 'application/octet-stream', head: doc, size: doc.length },
      ]),
      '198.51.100.4',
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.app.db.select().from(documents).where(eq(documents.recoveryId, res.json().incident.id));
    expect(rows.map((r) => r.mimeType).sort()).toEqual(['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']);
    expect(rows.map((r) => r.storageKey.split('.').pop()).sort()).toEqual(['doc', 'docx']);
  }, 60_000);
});

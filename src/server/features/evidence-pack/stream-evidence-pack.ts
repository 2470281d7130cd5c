import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileStorage } from '../../kernel/storage/storage';
import type { CaseEvidence } from './gather-case-evidence';
import { csvCell, packFileNames } from './pack-file-names';
import { renderSummaryPdf } from './summary-pdf';

/**
 * The evidence pack as a ZIP stream: summary.pdf, every case file under files/ read from storage a
 * chunk at a time, and manifest.csv (name,bytes,sha256). The manifest is written last, from the
 * bytes that actually went into the pack, so it can be checked against the files and the database.
 * Nothing is held whole in memory but the (small) summary; the pack waits for a slow reader.
 */
export function streamEvidencePack(
  deps: { storage: FileStorage },
  input: { evidence: CaseEvidence; platformName: string; generatedAt: Date; generatedBy: string; locale: string },
): Readable {
  const { evidence, ...meta } = input;
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const mtime = meta.generatedAt;
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  const run = async () => {
    const fileNames = packFileNames(evidence.files);
    const summary = await renderSummaryPdf(evidence, { ...meta, fileNames });
    const pdf = new ZipPassThrough('summary.pdf');
    pdf.mtime = mtime;
    zip.add(pdf);
    pdf.push(summary, true);
    await drained();

    const manifest: string[] = ['name,bytes,sha256'];
    for (const [index, file] of evidence.files.entries()) {
      const name = fileNames[index]!;
      // Already-compressed formats (PDF, images, office files) gain nothing from deflate.
      const entry = new ZipPassThrough(name);
      entry.mtime = mtime;
      zip.add(entry);
      const hash = createHash('sha256');
      let bytes = 0;
      const stream = await deps.storage.read(file.storageKey);
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        entry.push(chunk);
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      manifest.push([name, bytes, hash.digest('hex')].map(csvCell).join(','));
    }

    const csv = new ZipDeflate('manifest.csv', { level: 6 });
    csv.mtime = mtime;
    zip.add(csv);
    csv.push(new TextEncoder().encode(`${manifest.join('\r\n')}\r\n`), true);
    zip.end();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

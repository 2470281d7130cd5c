import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeChatSketchPng, makeTextPdf } from './demo-files';

describe('makeTextPdf', () => {
  it('writes a cross-reference table whose offsets point at each object', () => {
    const pdf = makeTextPdf(['Title (sample)', 'A line with a \\ backslash']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)?.[1]);
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamStart + length, streamStart + length + '\nendstream'.length)).toBe('\nendstream');
    expect(pdf).toContain('(Title \\(sample\\)) Tj');
  });
});

describe('makeChatSketchPng', () => {
  it('writes chunks with correct CRCs and image data of the declared size', () => {
    const png = makeChatSketchPng();
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString('ascii');
      const data = png.subarray(at + 8, at + 8 + length);
      const crc = png.readUInt32BE(at + 8 + length);
      if ('crc32' in zlib) {
        const crc32 = (zlib as unknown as { crc32: (data: Buffer) => number }).crc32;
        expect(crc).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      }
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const width = chunks[0]!.data.readUInt32BE(0);
    const height = chunks[0]!.data.readUInt32BE(4);
    expect(zlib.inflateSync(chunks[1]!.data).length).toBe((width * 3 + 1) * height);
  });
});

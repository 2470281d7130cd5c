import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { classifyUploadHead, detectUploadType, streamHasWordDocumentStream } from './detect-upload-type';
import { sampleCompoundFile, sampleDoc, sampleDocx, sampleExe, samplePdf, samplePng, zipOf } from '../../test/sample-files';

describe('detectUploadType', () => {
  it('recognises the accepted kinds by their content', async () => {
    expect(await detectUploadType(samplePdf())).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(await detectUploadType(samplePng())).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectUploadType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toMatchObject({
      mime: 'image/jpeg',
    });
    expect(await detectUploadType(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toMatchObject({ mime: 'image/gif' });
    expect(await detectUploadType(sampleDocx())).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    });
    expect(await detectUploadType(sampleDoc())).toEqual({ mime: 'application/msword', ext: 'doc' });
  });

  it('refuses executables, plain zips, other compound files, scripts and text', async () => {
    expect(await detectUploadType(sampleExe())).toBeNull();
    expect(await detectUploadType(zipOf({ 'readme.txt': 'hello', 'run.sh': 'echo hi' }))).toBeNull();
    // An .msi installer or an .xls workbook is a compound file without a WordDocument stream.
    expect(await detectUploadType(sampleCompoundFile(['Workbook', '\u0005SummaryInformation']))).toBeNull();
    expect(await detectUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(await detectUploadType(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(await detectUploadType(Buffer.from('just some text that claims to be a pdf'))).toBeNull();
    expect(await detectUploadType(Buffer.alloc(0))).toBeNull();
  });
});

describe('judging a file by its first bytes, then by its stored whole', () => {
  it('accepts or refuses simple kinds from the head, and leaves zip and compound files to the whole', async () => {
    expect(await classifyUploadHead(samplePdf(), false)).toEqual({ kind: 'accepted', type: { mime: 'application/pdf', ext: 'pdf' } });
    expect(await classifyUploadHead(sampleExe(), false)).toEqual({ kind: 'refused' });
    expect(await classifyUploadHead(zipOf({ 'a.txt': 'x' }), false)).toEqual({ kind: 'container', container: 'zip' });
    expect(await classifyUploadHead(sampleDocx(), false)).toEqual({ kind: 'container', container: 'zip' });
    expect(await classifyUploadHead(sampleDoc(), false)).toEqual({ kind: 'container', container: 'cfb' });
    // A head that is the whole file is judged for good.
    expect(await classifyUploadHead(sampleDocx(), true)).toMatchObject({ kind: 'accepted', type: { ext: 'docx' } });
    expect(await classifyUploadHead(zipOf({ 'a.txt': 'x' }), true)).toEqual({ kind: 'refused' });
  });

  it('finds a WordDocument entry in a stream whatever the chunk boundaries, and only at entry offsets', async () => {
    const inChunks = (data: Buffer, size: number) => Readable.from(Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size)), { objectMode: false });
    for (const size of [1, 7, 100, 128, 129, 4096]) {
      expect(await streamHasWordDocumentStream(inChunks(sampleDoc(), size))).toBe(true);
      expect(await streamHasWordDocumentStream(inChunks(sampleCompoundFile(['Workbook']), size))).toBe(false);
    }
    // The name 64 bytes off an entry boundary is text inside an entry, not an entry.
    const shifted = Buffer.concat([sampleDoc().subarray(0, 512), Buffer.alloc(64), sampleDoc().subarray(512)]);
    expect(await streamHasWordDocumentStream(inChunks(shifted, 100))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { detectUploadType } from './detect-upload-type';
import { sampleCompoundFile, sampleDoc, sampleDocx, sampleExe, samplePdf, samplePng, zipOf } from '../features/documents/test-files';

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

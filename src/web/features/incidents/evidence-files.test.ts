import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addEvidenceFiles, checkEvidenceFile, supportingDocumentsText } from './evidence-files';

// The messages are said in English (their source) with no catalogue: this project has no DOM setup.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const file = (name: string, size = 2048, type = '') => ({ name, size, type, lastModified: 1 });

describe('checkEvidenceFile', () => {
  it('accepts images, PDF, DOC and DOCX by type or by extension', () => {
    expect(checkEvidenceFile(file('photo.JPG', 10, ''))).toBeNull();
    expect(checkEvidenceFile(file('scan', 10, 'application/pdf'))).toBeNull();
    expect(checkEvidenceFile(file('letter.doc'))).toBeNull();
    expect(checkEvidenceFile(file('contract.docx'))).toBeNull();
  });

  it('refuses other types, files over 10 MB and empty files, naming the file', () => {
    expect(checkEvidenceFile(file('setup.exe', 10, 'application/x-msdownload'))).toBe(
      'This file type is not accepted: setup.exe. Please upload images, PDF, DOC or DOCX files.',
    );
    expect(checkEvidenceFile(file('photo.heic', 10, 'image/heic'))).toMatch(/not accepted: photo\.heic/);
    expect(checkEvidenceFile(file('big.pdf', 10 * 1024 * 1024 + 1))).toBe('big.pdf is larger than 10 MB. Please choose a smaller file.');
    expect(checkEvidenceFile(file('exactly.pdf', 10 * 1024 * 1024))).toBeNull();
    expect(checkEvidenceFile(file('empty.pdf', 0))).toMatch(/empty/);
  });
});

describe('addEvidenceFiles', () => {
  it('keeps a file chosen twice once, and reports refused files', () => {
    const a = file('a.pdf');
    const { files, problems } = addEvidenceFiles([a], [a, file('b.png'), file('c.zip')]);
    expect(files.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(problems).toEqual(['This file type is not accepted: c.zip. Please upload images, PDF, DOC or DOCX files.']);
  });

  it('never holds more than 10 files', () => {
    const chosen = Array.from({ length: 12 }, (_, i) => file(`page-${i}.pdf`));
    const { files, problems } = addEvidenceFiles([], chosen);
    expect(files).toHaveLength(10);
    expect(problems).toEqual(['Too many files. Please attach at most 10 files.']);
  });
});

describe('formatting', () => {
  it('counts documents in words', () => {
    expect(supportingDocumentsText(1)).toBe('1 supporting document');
    expect(supportingDocumentsText(0)).toBe('0 supporting documents');
  });
});

import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@shared/limits';
import { fileProblem } from './upload-checks';

// Said in English (the source) with no catalogue: this project has no DOM setup.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('fileProblem', () => {
  it('accepts the spec types up to 10 MB, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png', 'e.doc', 'f.Docx']) {
      expect(fileProblem({ name, size: 1000 })).toBeNull();
    }
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES })).toBeNull();
  });

  it('refuses other types, files over 10 MB and empty files', () => {
    expect(fileProblem({ name: 'run.exe', size: 10 })).toMatch(/Not an accepted type/);
    expect(fileProblem({ name: 'pdf', size: 10 })).toMatch(/Not an accepted type/);
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES + 1 })).toBe('Larger than 10 MB');
    expect(fileProblem({ name: 'empty.png', size: 0 })).toBe('The file is empty');
  });
});

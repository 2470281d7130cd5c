import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyHunks, parsePatch } from '../../../../scripts/apply-patches.mjs';
import { projectPath } from '../project-path';

const patchNames = readdirSync(projectPath('patches')).filter((name) => name.endsWith('.patch'));

describe('patches/ (applied by npm install and npm ci through postinstall)', () => {
  it('the PostgreSQL driver is patched against writing to a closed socket', () => {
    expect(patchNames).toContain('postgres+3.4.9.patch');
    for (const path of ['node_modules/postgres/src/connection.js', 'node_modules/postgres/cjs/src/connection.js']) {
      const installed = readFileSync(projectPath(path), 'utf8');
      expect(installed).toMatch(/function nextWrite\(fn\) \{\n(?:\s*\/\/.*\n)*\s*if \(!socket\) \{/);
    }
  });

  it.each(patchNames)('%s is applied in full to the installed package', (name) => {
    const files = parsePatch(readFileSync(projectPath(`patches/${name}`), 'utf8'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const installed = readFileSync(projectPath(file.path), 'utf8');
      for (const hunk of file.hunks) expect(installed).toContain(hunk.after);
    }
  });

  it('applies a hunk once, leaves it applied on a second run, and refuses a file it does not match', () => {
    const hunks = [{ before: 'a\nb\n', after: 'a\nB\nb\n' }];
    const once = applyHunks('x\na\nb\n', hunks, 'test');
    expect(once).toBe('x\na\nB\nb\n');
    expect(applyHunks(once, hunks, 'test')).toBe(once);
    expect(() => applyHunks('x\ny\n', hunks, 'test')).toThrow(/hunk 1 does not match/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from './kernel/project-path';

// The wall around the server's kernel (eslint.config.js, docs/architecture.md): infrastructure
// never imports a feature or the app that composes them. The linter holds it as `npm run check`
// runs; these prove the zones work, and walk the kernel's real imports as a second witness.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function importErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  // One message per reason: a path both climbing out and naming features is one refusal.
  return [...new Set((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal).map((m) => m.message))];
}

const KERNEL = expect.stringContaining('The server kernel never imports a feature');

describe('the server kernel wall (eslint.config.js)', () => {
  it('refuses a feature, at any depth of the kernel', async () => {
    expect(await importErrors('src/server/kernel/config.ts', "import { value } from '../features/settings/queries';")).toEqual([KERNEL]);
    expect(await importErrors('src/server/kernel/plugins/access.ts', "import { value } from '../../features/auth/sessions';")).toEqual([KERNEL]);
    expect(await importErrors('src/server/kernel/mail/outbox/deliver-outbox.ts', "import { value } from '../../../features/settings/queries';")).toEqual([KERNEL]);
  });

  it('refuses the app around it (anything a climb out of the kernel reaches)', async () => {
    expect(await importErrors('src/server/kernel/plugins/x.ts', "import { value } from '../../app';")).toEqual([KERNEL]);
    expect(await importErrors('src/server/kernel/x.ts', "import { value } from '../staff-api';")).toEqual([KERNEL]);
  });

  it('lets the kernel import itself, src/shared and packages', async () => {
    for (const source of ['../db/client', '../errors', './json-body', '@shared/limits', '../../../../shared/staff/roles', 'drizzle-orm']) {
      expect(await importErrors('src/server/kernel/plugins/x.ts', `import { value } from '${source}';`), source).toEqual([]);
    }
  });

  it('lets features and the app import the kernel, and a test in the kernel boot the whole app', async () => {
    expect(await importErrors('src/server/features/users/x.ts', "import { value } from '../../kernel/db/client';")).toEqual([]);
    expect(await importErrors('src/server/app.ts', "import { value } from './kernel/plugins/access';")).toEqual([]);
    expect(await importErrors('src/server/kernel/db/x.test.ts', "import { value } from '../../test/app';")).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the kernel as it is', () => {
  it('imports nothing outside itself but src/shared and packages', () => {
    const kernel = projectPath('src/server/kernel');
    const shared = projectPath('src/shared');
    const files = sourceFiles(kernel);
    expect(files.length).toBeGreaterThan(40);
    const escapes = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)]
        .map((match) => path.resolve(path.dirname(file), match[1]!))
        .filter((target) => !target.startsWith(kernel + path.sep) && !target.startsWith(shared + path.sep))
        .map((target) => `${path.relative(kernel, file)} -> ${path.relative(projectPath(), target)}`),
    );
    expect(escapes).toEqual([]);
  });
});

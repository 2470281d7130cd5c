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

// The wall between features (eslint.config.js, docs/architecture.md): a feature imports only audit,
// settings, auth and incidents; the composing ones read the others, and nothing imports them.
const PEERS = expect.stringContaining('A server feature imports only audit, settings, auth and incidents');
const RANKED = expect.stringContaining('audit, settings, auth and incidents import only those before them');
const COMPOSING = expect.stringContaining('A composing feature (account, cases, dashboard, evidence-pack, export, imports)');

describe('the wall between server features (eslint.config.js)', () => {
  it('refuses a peer feature, from any depth of a feature and by any path through features/', async () => {
    expect(await importErrors('src/server/features/documents/x.ts', "import { value } from '../messages/list-staff-messages';")).toEqual([PEERS]);
    expect(await importErrors('src/server/features/site-safety/network/x.ts', "import { value } from '../../reports/queries';")).toEqual([PEERS]);
    expect(await importErrors('src/server/features/money-trails/x.ts', "import { value } from '../../features/payouts/policy';")).toEqual([PEERS]);
  });

  it('refuses the two back-edges it untied: users importing export, verification importing applications', async () => {
    expect(await importErrors('src/server/features/users/staff-routes.ts', "import { value } from '../export/open-export';")).toEqual([PEERS]);
    expect(await importErrors('src/server/features/verification/x.ts', "import { value } from '../applications/mark-application-verified';")).toEqual([PEERS]);
  });

  it('lets every feature import audit, settings, auth and incidents, its own files, the kernel, src/shared and packages', async () => {
    for (const source of ['../audit/record-audit', '../settings/queries', '../auth/email-tokens', '../incidents/policy', './find-user', '../../kernel/db/client', '@shared/limits', 'drizzle-orm']) {
      expect(await importErrors('src/server/features/users/x.ts', `import { value } from '${source}';`), source).toEqual([]);
    }
    expect(await importErrors('src/server/features/export/sources/x.ts', "import { value } from '../export-source';")).toEqual([]);
  });

  it('lets audit, settings, auth and incidents import only those before them in that list', async () => {
    expect(await importErrors('src/server/features/incidents/x.ts', "import { value } from '../auth/tokens';")).toEqual([]);
    expect(await importErrors('src/server/features/settings/x.ts', "import { value } from '../audit/record-audit';")).toEqual([]);
    expect(await importErrors('src/server/features/auth/x.ts', "import { value } from '../incidents/policy';")).toEqual([RANKED]);
    expect(await importErrors('src/server/features/audit/x.ts', "import { value } from '../settings/queries';")).toEqual([RANKED]);
    expect(await importErrors('src/server/features/incidents/x.ts', "import { value } from '../messages/x';")).toEqual([RANKED]);
  });

  it('lets a composing feature read the others, but nobody import a composing feature', async () => {
    expect(await importErrors('src/server/features/cases/x.ts', "import { value } from '../payouts/policy';")).toEqual([]);
    expect(await importErrors('src/server/features/export/sources/x.ts', "import { value } from '../../users/list-users';")).toEqual([]);
    expect(await importErrors('src/server/features/account/x.ts', "import { value } from '../users/victim-records';")).toEqual([]);
    expect(await importErrors('src/server/features/cases/x.ts', "import { value } from '../dashboard/get-dashboard-summary';")).toEqual([COMPOSING]);
    expect(await importErrors('src/server/features/payouts/x.ts', "import { value } from '../cases/load-case-details';")).toEqual([PEERS]);
  });

  it('still refuses web code inside a feature (a later block replaces the rule, so each repeats it), and leaves tests free', async () => {
    expect(await importErrors('src/server/features/documents/x.ts', "import { value } from '@/lib/api';")).toEqual([
      expect.stringContaining('The server never imports web code'),
    ]);
    expect(await importErrors('src/server/features/documents/x.test.ts', "import { value } from '../messages/list-staff-messages';")).toEqual([]);
  });
});

describe('the features as they are', () => {
  it('import each other without a cycle, so no two import each other', () => {
    const features = projectPath('src/server/features');
    const graph = new Map<string, Set<string>>();
    for (const file of sourceFiles(features)) {
      const from = path.relative(features, file).split(path.sep)[0]!;
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.relative(features, path.resolve(path.dirname(file), match[1]!));
        const to = target.split(path.sep)[0]!;
        if (target.startsWith('..') || to === from) continue;
        graph.set(from, (graph.get(from) ?? new Set()).add(to));
      }
    }
    expect(graph.size).toBeGreaterThan(15);
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (feature: string, trail: string[]) => {
      if (trail.includes(feature)) return void cycles.push([...trail.slice(trail.indexOf(feature)), feature].join(' -> '));
      if (done.has(feature)) return;
      for (const next of graph.get(feature) ?? []) visit(next, [...trail, feature]);
      done.add(feature);
    };
    for (const feature of graph.keys()) visit(feature, []);
    expect(cycles).toEqual([]);
  });
});

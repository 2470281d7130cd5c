import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run check` runs ESLint over the repository; these lint one line as if it sat in a given file,
// so a broken or missing zone in eslint.config.js fails here too.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function importErrors(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = value;\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.fatal).map((m) => m.message);
}

describe('web import boundaries (eslint.config.js)', () => {
  it('refuses an import from another feature, by alias or by a relative path', async () => {
    const byAlias = await importErrors('src/web/features/search/x.ts', "import { value } from '@/features/payouts/api/get-payout-requests';");
    expect(byAlias).toEqual([expect.stringContaining('A feature never imports another feature')]);
    const byPath = await importErrors('src/web/features/search/x.ts', "import { value } from '../payouts/api/get-payout-requests';");
    expect(byPath).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('lets a feature import itself, lib, components, hooks and shared', async () => {
    for (const source of ['@/features/search/api/search-directory', '../api/search-directory', '@/lib/paths', '@/components/ui/button', '@/hooks/use-toast', '@shared/money/format-money']) {
      expect(await importErrors('src/web/features/search/components/x.tsx', `import { value } from '${source}';`), source).toEqual([]);
    }
  });

  it('keeps lib and components below the features and the app', async () => {
    expect(await importErrors('src/web/lib/x.ts', "import { value } from '@/features/auth/api/logout';")).toHaveLength(1);
    expect(await importErrors('src/web/components/layout/x.tsx', "import { value } from '@/app/router';")).toHaveLength(1);
  });

  it('lets a page in app compose features, and loads the staff screens only through import()', async () => {
    expect(await importErrors('src/web/app/pages/x.tsx', "import { value } from '@/features/payouts/components/payout-list';")).toEqual([]);
    expect(await importErrors('src/web/app/router.tsx', "import { value } from '@/staff/app/staff-routes';")).toHaveLength(1);
    expect(await importErrors('src/web/app/router.tsx', "const value = () => import('@/staff/app/staff-routes');")).toEqual([]);
  });

  it('keeps the staff tree apart from the victim features', async () => {
    expect(await importErrors('src/web/staff/app/x.tsx', "import { value } from '@/features/auth/stored-user';")).toHaveLength(1);
    expect(await importErrors('src/web/staff/features/auth/x.tsx', "import { value } from '@/staff/features/dashboard/x';")).toHaveLength(1);
    expect(await importErrors('src/web/features/auth/x.tsx', "import { value } from '@/staff/app/require-staff';")).toHaveLength(1);
  });
});

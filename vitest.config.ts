import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './scripts/lingui-macros';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./src/shared'), '@': fromRoot('./src/web') };
// The web's texts are Lingui macros and .po catalogues (D31), compiled as the build does; each
// project needs them, as projects take no plugins from the root.
const plugins = () => [linguiMacros({ rootDir: fromRoot('.') }), lingui(), { name: 'haven:texts-version', config: () => ({ define: { __TEXTS_VERSION__: '"test"' } }) }];

// Every test runs on the embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server, the
// server-side suite runs a second time against it, each test file in a database of its own.
// Either way the database is migrated once per run (globalSetup) and each test file gets a copy.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Projects do not inherit these from the root, so each one gets them explicitly.
const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } as const;
const globalSetup = ['src/server/test/global-setup.ts'];
const webComponentTests = 'src/web/**/*.test.tsx';

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    // Vitest leaves a core to itself (cores - 1), which on a two-core machine runs every file one
    // after another; the files mostly wait on a database or a socket, so two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        plugins: plugins(),
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [webComponentTests],
          ...shared,
          globalSetup,
          env: { HAVEN_TEST_DB: 'pglite' },
        },
      },
      {
        // Components rendered in a DOM (happy-dom); the rest of the web's tests need none.
        resolve: { alias },
        plugins: plugins(),
        test: {
          name: 'web',
          include: [webComponentTests],
          ...shared,
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      ...(onPostgres
        ? [
            {
              resolve: { alias },
              plugins: plugins(),
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                ...shared,
                globalSetup,
                env: { HAVEN_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});

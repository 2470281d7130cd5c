import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./src/shared'), '@': fromRoot('./src/web') };

// Every test runs on the embedded PGlite; when TEST_DATABASE_URL names a PostgreSQL server, the
// server-side suite runs a second time against it, each test file in a database of its own.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Projects do not inherit these from the root, so each one gets them explicitly.
const shared = { environment: 'node', testTimeout: 30_000, hookTimeout: 120_000 } as const;

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          ...shared,
          env: { HAVEN_TEST_DB: 'pglite' },
        },
      },
      ...(onPostgres
        ? [
            {
              resolve: { alias },
              test: {
                name: 'postgres',
                include: ['src/server/**/*.test.ts'],
                ...shared,
                env: { HAVEN_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});

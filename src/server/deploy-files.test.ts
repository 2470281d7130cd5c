import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper shared with `npm start`
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';
import { projectPath } from './kernel/project-path';

// No container engine runs where Haven is developed and tested, so the image cannot be built here.
// What can be checked is that the Dockerfile and compose file stay in step with what the tests run.
const read = (path: string) => readFileSync(projectPath(path), 'utf8');

describe('the Dockerfile and compose file', () => {
  const dockerfile = read('Dockerfile');
  const compose = read('deploy/compose.yaml');
  const ci = read('.ci/run');
  const pkg = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };

  it('installs as CI does, with the patches in place before postinstall runs', () => {
    expect(ci).toContain('npm ci --no-audit --no-fund');
    expect(dockerfile).toContain('npm ci --no-audit --no-fund || npm install --no-audit --no-fund');
    expect(pkg.scripts.postinstall).toBeDefined();
    expect(dockerfile.indexOf('COPY patches')).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
    expect(dockerfile.indexOf('COPY scripts')).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
  });

  it('runs the built server as npm start does, as a user without privileges, checked on /api/ready', () => {
    const major = /(\d+)/.exec(pkg.engines.node)![1];
    expect(dockerfile).toMatch(new RegExp(`FROM node:${major}-`));
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)![1]!;
    expect(JSON.parse(cmd)).toEqual(['node', ...(serverNodeFlags as string[]), 'dist/server/main.js']);
    expect(dockerfile).toMatch(/^USER node$/m);
    // The same thread pool as npm start gives it (scripts/server-node-flags.mjs).
    expect(dockerfile).toContain('UV_THREADPOOL_SIZE=8');
    expect(dockerfile).toContain('/api/ready');
    expect(dockerfile).toContain('COPY --from=build /app/drizzle ./drizzle');
  });

  it('runs the worker apart from the web server on PostgreSQL', () => {
    expect(compose).toContain('RUN_WORKER: "false"');
    // The memory budget the README states, held by the container.
    expect(compose).toContain('mem_limit: 512m');
    expect(compose).toContain('dist/server/worker.js');
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\//);
    // Several processes share files only through the bucket.
    expect(compose).toContain('STORAGE: s3');
    for (const secret of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY', 'POSTGRES_PASSWORD']) expect(compose).toContain(`\${${secret}:?`);
  });
});

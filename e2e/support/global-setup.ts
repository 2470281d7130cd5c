import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startBuiltServer } from './server';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    chromiumPath: string | null;
  }
}

/** Builds the real app, starts it on a free port with a fresh DATA_DIR, and stops it afterwards. */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  project.provide('chromiumPath', chromiumPath);
  if (!chromiumPath) {
    console.warn(
      '\n[e2e] SKIPPED: no Chromium found (looked at CHROMIUM_PATH, /usr/bin/chromium). ' +
        'Install it with `apt-get install chromium` to run the end-to-end tests.\n',
    );
    project.provide('baseURL', '');
    project.provide('dataDir', '');
    return;
  }

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  const server = await startBuiltServer();
  const { baseURL, dataDir } = server;
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return () => server.stop();
}

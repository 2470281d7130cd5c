// `npm run worker`: build what is missing or out of date, then run the background worker alone.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

if (buildIsStale()) {
  console.log('Building Haven (first start or sources changed)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const worker = spawnSync(process.execPath, [...serverNodeFlags, 'dist/server/worker.js'], { stdio: 'inherit' });
process.exit(worker.status ?? 1);

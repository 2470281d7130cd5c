// `npm start`: build what is missing or out of date, then run the server, restarted if it crashes.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';
import { serverNodeFlags, threadPoolSize } from './server-node-flags.mjs';
import { supervise } from './supervise.mjs';

if (buildIsStale()) {
  console.log('Building Haven (first start or sources changed)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Under a restart policy: a crash brings it back, a stop (SIGTERM, Ctrl-C) stays a stop.
process.env.UV_THREADPOOL_SIZE = threadPoolSize;
process.exitCode = await supervise({ name: 'Haven server', command: process.execPath, args: [...serverNodeFlags, 'dist/server/main.js'] });

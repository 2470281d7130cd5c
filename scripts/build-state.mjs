// Decides whether dist/ is older than the sources it is built from, so `npm start` builds only
// when something changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const inputs = ['src', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const outputs = ['dist/web/index.html', 'dist/server/main.js'];

export function buildIsStale() {
  if (outputs.some((file) => !existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...inputs.map(newestMtime)) > builtAt;
}

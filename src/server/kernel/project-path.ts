import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The server runs from src/ under tsx and vitest, and from dist/ once bundled; both sit below the
// folder with package.json, which holds drizzle/ and dist/web.
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const root = findRoot();

export function projectPath(...segments: string[]): string {
  return join(root, ...segments);
}

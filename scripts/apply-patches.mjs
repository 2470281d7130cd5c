// `postinstall`: applies the fixes in patches/ to the installed npm packages they name, after every
// `npm install` and `npm ci`. Each patch is a unified diff named `<package>+<version>.patch` (the
// patch-package layout), written for exactly that version: when the installed version differs the
// install fails, so an upgrade cannot silently drop a fix; check whether upstream fixed it, then
// remove or redo the patch. Running again on patched files changes nothing.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const patchesDir = join(root, 'patches');

/** The files of a unified diff, each with its hunks as the exact text before and after. */
export function parsePatch(text) {
  const files = [];
  let file = null;
  let hunk = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('diff --git ')) {
      file = null;
      hunk = null;
    } else if (line.startsWith('+++ ')) {
      file = { path: line.slice(4).replace(/^b\//, ''), hunks: [] };
      files.push(file);
    } else if (line.startsWith('--- ')) {
      hunk = null;
    } else if (line.startsWith('@@')) {
      if (!file) throw new Error('a hunk comes before its file header');
      hunk = { before: [], after: [] };
      file.hunks.push(hunk);
    } else if (hunk) {
      const body = line.slice(1);
      if (line.startsWith(' ')) {
        hunk.before.push(body);
        hunk.after.push(body);
      } else if (line.startsWith('-')) hunk.before.push(body);
      else if (line.startsWith('+')) hunk.after.push(body);
      else if (line === '') continue;
      else if (!line.startsWith('\\')) throw new Error(`unexpected line in a hunk: ${line}`);
    }
  }
  return files.map((f) => ({
    path: f.path,
    hunks: f.hunks.map((h) => ({ before: h.before.join('\n') + '\n', after: h.after.join('\n') + '\n' })),
  }));
}

/** Applies one file's hunks to its text; a hunk already applied is left as it is. */
export function applyHunks(text, hunks, where) {
  let result = text;
  for (const [index, { before, after }] of hunks.entries()) {
    const found = result.split(before).length - 1;
    if (found === 1) result = result.replace(before, () => after);
    else if (result.includes(after)) continue;
    else throw new Error(`${where}: hunk ${index + 1} does not match the installed file (found ${found} times)`);
  }
  return result;
}

function main() {
  if (!existsSync(patchesDir)) return;
  for (const name of readdirSync(patchesDir).filter((n) => n.endsWith('.patch')).sort()) {
    const match = /^(.+)\+([^+]+)\.patch$/.exec(name);
    if (!match) throw new Error(`patches/${name}: name it <package>+<version>.patch`);
    const [, packageName, version] = match;
    const packageDir = join(root, 'node_modules', ...packageName.split('+'));
    const installed = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version;
    if (installed !== version) {
      throw new Error(
        `patches/${name} was written for ${packageName.replace('+', '/')} ${version}, but ${installed} is installed: ` +
          'check whether that version fixes what the patch fixes, then remove the patch or redo it for this version',
      );
    }
    let changed = 0;
    for (const file of parsePatch(readFileSync(join(patchesDir, name), 'utf8'))) {
      const path = join(root, file.path);
      const before = readFileSync(path, 'utf8');
      const after = applyHunks(before, file.hunks, `patches/${name} on ${file.path}`);
      if (after !== before) {
        writeFileSync(path, after);
        changed++;
      }
    }
    console.log(`patches/${name}: ${changed ? `applied to ${changed} file(s)` : 'already applied'}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`Applying patches/ failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

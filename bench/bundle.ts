// `npm run bench:bundle`: the bytes a browser receives for each page's first load, as the server
// sends them (the precompressed .br and .gz copies of the build), found the way a browser finds them:
// the script, modulepreload and stylesheet tags of index.html, then the page's own lazily loaded
// chunk and the chunks it imports (from the Vite manifest). Goal: at most 100 KB gzip of JS for `/`
// and for a platform's page (issue 27: people arrive there from a search engine, on a first load).
//
// Builds dist/web first when it is missing or older than the sources. BUNDLE_DIR measures another
// build (say, one made before a change, with `vite build --outDir`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const GOAL_GZIP_KB = 100;
/** The first loads the goal holds for. */
const BUDGETED = new Set(['/', '/platforms/:slug']);
const dir = process.env.BUNDLE_DIR ?? 'dist/web';
const manifestFile = join(dir, '.vite', 'manifest.json');

/** Each route and the module its lazy chunk starts from (null: the page is in the first bundle). */
const routes: [path: string, page: string | null][] = [
  ['/', null],
  ['/report-incident', 'features/incidents/pages/report-incident-page.tsx'],
  ['/recovery', 'features/applications/pages/recovery-page.tsx'],
  ['/login', 'features/auth/pages/login-page.tsx'],
  ['/resources', 'app/pages/resources-page.tsx'],
  ['/platforms/:slug', 'app/pages/platform-page.tsx'],
  ['/verify', 'features/verification/pages/verify-page.tsx'],
  ['/confirm-report', 'features/incidents/pages/confirm-report-page.tsx'],
  ['/dashboard', 'app/pages/dashboard/dashboard-page.tsx'],
  ['/dashboard/my-data', 'features/account/pages/my-data-page.tsx'],
  ['/recovery-details/:id', 'app/pages/recovery-details/recovery-details-page.tsx'],
  ['/incident-details/:id', 'app/pages/incident-details/incident-details-page.tsx'],
  ['/admin', 'staff/app/staff-routes.tsx'],
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

function buildIfStale() {
  if (process.env.BUNDLE_DIR) return;
  const inputs = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];
  if (existsSync(manifestFile) && statSync(manifestFile).mtimeMs >= Math.max(...inputs.map(newestMtime))) return;
  console.log('Building the web app (dist/web is missing or older than the sources)…');
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

type Size = { raw: number; gzip: number; br: number };

// The copy the server sends when the build made one; otherwise the file as it is (small files are
// not worth compressing, and the server then sends them uncompressed).
function sizeOf(file: string): Size {
  const path = join(dir, file);
  const raw = statSync(path).size;
  const copy = (suffix: string, compress: (content: Buffer) => Buffer) => {
    if (existsSync(`${path}${suffix}`)) return statSync(`${path}${suffix}`).size;
    if (process.env.BUNDLE_DIR) return compress(readFileSync(path)).length; // a build without copies
    return raw;
  };
  return {
    raw,
    gzip: copy('.gz', (content) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION })),
    br: copy('.br', (content) =>
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    ),
  };
}

function firstLoadFiles(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    const wanted = /<script\b[^>]*type="module"/.test(tag) || /rel="(modulepreload|stylesheet)"/.test(tag);
    return url && wanted && url.startsWith('assets/') ? [url] : [];
  });
}

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update the routes in bench/bundle.ts`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function total(files: Iterable<string>): Size {
  const sum: Size = { raw: 0, gzip: 0, br: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.br += size.br;
  }
  return sum;
}
const describe = (size: Size) => `${kb(size.br)} br, ${kb(size.gzip)} gzip (raw ${kb(size.raw)})`;

buildIfStale();
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const initial = firstLoadFiles(readFileSync(join(dir, 'index.html'), 'utf8'));
// The texts a page's code asks for (D31): each module with texts calls needTexts("<catalogue>"),
// fetched as /locales/{locale}/<catalogue>.json in the reader's language only. Counted apart from
// the JS budget, for English and Spanish; a name that also occurs as another string in the code
// counts too, so the figure errs high.
const catalogueNames = readdirSync(join(dir, 'locales', 'en'), { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
function textsOf(jsFiles: string[], locale: string): Size {
  const code = jsFiles.map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
  // `_shared` is fetched the first time a shared text is said, not with the first screen: below, apart.
  const needed = catalogueNames.filter((name) => name !== '_shared' && (code.includes(`"${name}"`) || code.includes(`\`${name}\``)));
  return total(needed.map((name) => `locales/${locale}/${name}.json`));
}

const budgeted: [path: string, gzip: number][] = [];
for (const [path, page] of routes) {
  const files = new Set(initial);
  if (page) for (const file of chunkFiles(manifest, page)) files.add(file);
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  const js = total(jsFiles);
  const css = total([...files].filter((file) => file.endsWith('.css')));
  if (BUDGETED.has(path)) budgeted.push([path, js.gzip]);
  const texts = ['en', 'es'].map((locale) => `${locale} ${kb(textsOf(jsFiles, locale).gzip)}`).join(', ');
  console.log(`${path}: JS ${describe(js)}; CSS ${describe(css)}; texts gzip ${texts}`);
}
const shared = ['en', 'es'].map((locale) => `${locale} ${kb(total([`locales/${locale}/_shared.json`]).gzip)}`).join(', ');
console.log(`Shared texts (src/shared's, fetched when first said): gzip ${shared}`);
for (const [path, gzip] of budgeted) {
  const verdict = gzip <= GOAL_GZIP_KB * 1024 ? 'within' : 'OVER';
  console.log(`First load of ${path}: ${kb(gzip)} gzip of JS, ${verdict} the goal of ${GOAL_GZIP_KB} KB`);
}

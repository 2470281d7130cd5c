// Bundles the server (and its command-line tools) with esbuild; npm packages stay external.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    worker: 'src/server/worker.ts',
    'cli/demo-data': 'src/server/cli/demo-data.ts',
    'cli/create-admin': 'src/server/cli/create-admin.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
// The server's message catalogues (D31) go beside the bundle, which reads them at start
// (src/server/kernel/texts/texts.ts): the image keeps dist/, not src/.
await rm('dist/server/locales', { recursive: true, force: true });
await cp('src/server/locales', 'dist/server/locales', { recursive: true });
// The web's .po files too: the admins' texts page lists every text with its English
// (src/server/features/texts/catalogue-index.ts); the browser gets the compiled JSON from dist/web.
await rm('dist/server/web-locales', { recursive: true, force: true });
await cp('src/web/locales', 'dist/server/web-locales', { recursive: true, filter: (path) => !path.includes('/pseudo') });
console.log('server built to dist/server');

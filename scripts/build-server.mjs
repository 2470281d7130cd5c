// Bundles the server (and its command-line tools) with esbuild; npm packages stay external.
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
console.log('server built to dist/server');

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiCatalogues } from './scripts/lingui-catalogues';
import { linguiMacros } from './scripts/lingui-macros';

// A Vite plugin that writes a brotli and a gzip copy beside every compressible file of the build, so
// the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on each
// request, at the highest levels, which are too slow to use per request.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(dir: string): Promise<void> {
  // .vite/ holds the build manifest, read from disk and never served.
  const files = (await filesIn(dir)).filter((file) => COMPRESSIBLE.test(file) && !relative(dir, file).startsWith('.vite'));
  await Promise.all(
    files.map(async (file) => {
      // Small files too: the bundler's runtime chunk (under 1 KB) is a script of the first load,
      // and every script of / goes out compressed (e2e/first-load.e2e.ts).
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost bytes on disk.
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'haven:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command, mode }) => {
  // Vite takes NODE_ENV from the environment when it is set, and vitest sets it to "test": the
  // end-to-end setup builds from inside vitest and got React's development bundle (three times the
  // size). A production-mode build is a production build; `NODE_ENV=development vite build` still
  // gives a development one on purpose.
  if (command === 'build' && mode === 'production' && process.env.NODE_ENV !== 'development') {
    process.env.NODE_ENV = 'production';
  }
  return {
    root: fromRoot('./src/web'),
    publicDir: fromRoot('./src/web/public'),
    plugins: [linguiMacros({ rootDir: fromRoot('.') }), linguiCatalogues({ rootDir: fromRoot('.') }), react(), tailwindcss(), precompressPlugin()],
    resolve: {
      alias: {
        '@shared': fromRoot('./src/shared'),
        '@': fromRoot('./src/web'),
        // react-router's package exports name only its development build; its production build
        // (the same API without the development checks) is 0.5 KB gzip smaller in every first load.
        ...(command === 'build' ? { 'react-router': fromRoot('./node_modules/react-router/dist/production/index.mjs') } : {}),
      },
    },
    build: {
      outDir: fromRoot('./dist/web'),
      emptyOutDir: true,
      // No source maps in the build: served from the static root they published the whole source
      // (1.38 MB for the main bundle) to anyone.
      sourcemap: false,
      // No preload helper: it put a list of every lazy chunk's dependencies into the first load
      // (3.1 KB gzip of `/`, with Lingui's runtime over the 100 KB budget of a platform page, D31).
      // A lazily loaded screen's own imports are then fetched as soon as its chunk is read.
      modulePreload: false,
      // dist/web/.vite/manifest.json: which chunks each page needs, read by `npm run bench:bundle`.
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the first screen needs in one file: left to itself the bundler splits what
            // the first screen shares with later pages into several small chunks, and each
            // compresses on its own (about 1 KB gzip more for `/`, and more requests).
            groups: [{ name: 'first-load', tags: ['$initial'] }],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
});

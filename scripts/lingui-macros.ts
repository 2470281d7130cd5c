import { relative, sep } from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

// Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) compile each text to an id and its ICU message at
// build time, so the browser needs no message parser (D31). Lingui's own route for Vite needs Node 22
// (@rolldown/plugin-babel) and @vitejs/plugin-react 6 has no Babel option, so this plugin runs Babel
// with the macro plugin, only on the files that import a macro: the rest never meet Babel.

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * The catalogue a web source file's texts belong to (its path relative to the project's root, with
 * forward slashes). It must agree with lingui.config.ts, which extracts the texts into these files.
 */
export function catalogueOf(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] !== 'src' || parts[1] !== 'web') return null;
  if (parts[2] === 'features' && parts.length > 4) return parts[3]!;
  if (parts[2] === 'staff') {
    if (parts[3] === 'features' && parts.length > 5) return `staff/${parts[4]}`;
    return 'staff/_shell';
  }
  return '_shell';
}

export function linguiMacros(options: { rootDir: string }): Plugin {
  const linguiConfig = getConfig({ cwd: options.rootDir });
  return {
    name: 'haven:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes(`${sep}node_modules${sep}`)) return null;
      if (!MACRO_IMPORT.test(code)) return null;
      const catalogue = catalogueOf(relative(options.rootDir, file).split(sep).join('/'));
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return null;
      // The screen's texts must be there before it renders: registering the catalogue when the module
      // is first run lets the lazy route (and main.tsx for the first screen) wait for it.
      const register = catalogue
        ? `\nimport { needTexts as __needTexts } from '@/lib/i18n/texts';\n__needTexts(${JSON.stringify(catalogue)});\n`
        : '';
      // Appended, so the source map still holds: an import is hoisted wherever it is written.
      return { code: result.code + register, map: result.map ?? null };
    },
  };
}

import { relative, sep } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

// `npm run texts:extract [-- catalogue ...]`: the web's texts from the code into the .po catalogues
// (D31), for the named catalogues only (`_shell`, `search`, `staff/users`, ...) or for all of them.
// Only the named ones are written, so people working on different parts never overwrite each
// other's translations. Texts gone from the code leave the catalogue (--clean): no unused key.

const rootDir = process.cwd();
const config = getConfig({ cwd: rootDir });
const wanted = new Set(process.argv.slice(2));
const nameOf = (path: string) => relative(`${rootDir}/src/web/locales/{locale}`, path).split(sep).join('/');

const catalogs = (await getCatalogs(config)).filter((catalog) => wanted.size === 0 || wanted.has(nameOf(catalog.path)));
if (wanted.size > 0 && catalogs.length !== wanted.size) {
  const known = (await getCatalogs(config)).map((catalog) => nameOf(catalog.path));
  console.error(`Unknown catalogue among ${[...wanted].join(', ')}; known: ${known.join(', ')}`);
  process.exit(1);
}
for (const catalog of catalogs) {
  const result = await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: config.orderBy });
  if (result === false) {
    console.error(`${nameOf(catalog.path)}: could not extract (see the errors above)`);
    process.exitCode = 1;
    continue;
  }
  const english = result[config.sourceLocale ?? 'en'] ?? {};
  const spanish = result.es ?? {};
  const untranslated = Object.keys(english).filter((id) => !spanish[id]?.translation);
  console.log(`${nameOf(catalog.path)}: ${Object.keys(english).length} texts, ${untranslated.length} without Spanish`);
}

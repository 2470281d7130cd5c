import { relative, sep } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { writeErrorCatalogues } from './error-texts';

// `npm run texts:extract [-- catalogue ...]`: the texts from the code into the .po catalogues (D31),
// for the named catalogues only or for all of them. The web's are named by their path under
// src/web/locales/{locale} (`_shell`, `search`, `staff/users`, ...; lingui.config.ts); the server's
// by `server/` and their path under src/server/locales/{locale} (`server/mail`, `server/documents`; lingui.server.config.ts).
// `server/errors`, the sentences of the server's errors, is found by scripts/error-texts.ts.
// Only the named ones are written, so people working on different parts never overwrite each
// other's translations. Texts gone from the code leave the catalogue (--clean): no unused key.

const rootDir = process.cwd();
const configs: { config: LinguiConfigNormalized; prefix: string; under: string }[] = [
  { config: getConfig({ cwd: rootDir }), prefix: '', under: `${rootDir}/src/web/locales/{locale}` },
  { config: getConfig({ cwd: rootDir, configPath: `${rootDir}/lingui.server.config.ts` }), prefix: 'server/', under: `${rootDir}/src/server/locales/{locale}` },
];
const wanted = new Set(process.argv.slice(2));

const all = (
  await Promise.all(
    configs.map(async ({ config, prefix, under }) =>
      (await getCatalogs(config)).map((catalog) => ({ catalog, config, name: prefix + relative(under, catalog.path).split(sep).join('/') })),
    ),
  )
).flat();
const ERRORS = 'server/errors';
const catalogs = all.filter(({ name }) => wanted.size === 0 || wanted.has(name));
if (wanted.size > 0 && catalogs.length + (wanted.has(ERRORS) ? 1 : 0) !== wanted.size) {
  console.error(`Unknown catalogue among ${[...wanted].join(', ')}; known: ${[...all.map(({ name }) => name), ERRORS].join(', ')}`);
  process.exit(1);
}
if (wanted.size === 0 || wanted.has(ERRORS)) {
  const { texts, withoutSpanish, problems } = writeErrorCatalogues(rootDir);
  console.log(`${ERRORS}: ${texts} texts, ${withoutSpanish} without Spanish`);
  for (const problem of problems) console.error(`${ERRORS}: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}
for (const { catalog, config, name } of catalogs) {
  const result = await catalog.make({ clean: true, overwrite: false, locale: config.locales, orderBy: config.orderBy });
  if (result === false) {
    console.error(`${name}: could not extract (see the errors above)`);
    process.exitCode = 1;
    continue;
  }
  const english = result[config.sourceLocale ?? 'en'] ?? {};
  const spanish = result.es ?? {};
  const untranslated = Object.keys(english).filter((id) => !spanish[id]?.translation);
  console.log(`${name}: ${Object.keys(english).length} texts, ${untranslated.length} without Spanish`);
}

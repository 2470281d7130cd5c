import { relative, sep } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { catalogueOf } from './lingui-macros';
import { collectSharedTexts } from './shared-texts';

// Every text of the web in its catalogue (D31): none missing in English or Spanish, none left
// unused, and each file's texts in the catalogue the running app asks for (scripts/lingui-macros.ts).

const rootDir = process.cwd();
const config = getConfig({ cwd: rootDir });
// `_shared` is checked against src/shared by the last test.
const catalogs = (await getCatalogs(config)).filter((catalog) => !catalog.path.endsWith('/_shared'));
const nameOf = (path: string) => relative(`${rootDir}/src/web/locales/{locale}`, path).split(sep).join('/');

describe('the web’s catalogues', () => {
  it('are the parts the app loads: each file’s texts are found in the catalogue it asks for', async () => {
    for (const catalog of catalogs) {
      const extracted = (await catalog.collect()) ?? {};
      for (const message of Object.values(extracted)) {
        for (const [file] of message.origin ?? []) {
          expect(catalogueOf(relative(rootDir, file).split(sep).join('/')), file).toBe(nameOf(catalog.path));
        }
      }
    }
  }, 600_000);

  it('hold every text of the code, in English and Spanish, and no text the code no longer has', async () => {
    const problems: string[] = [];
    for (const catalog of catalogs) {
      const name = nameOf(catalog.path);
      const inCode = new Set(Object.keys((await catalog.collect()) ?? {}));
      const english = await catalog.read('en');
      const spanish = await catalog.read('es');
      for (const id of inCode) {
        if (!english?.[id]) problems.push(`${name}: "${id}" is not in the English catalogue (npm run texts:extract -- ${name})`);
        else if (!spanish?.[id]?.translation) problems.push(`${name}: "${english[id].message ?? id}" has no Spanish`);
      }
      for (const id of Object.keys(english ?? {})) {
        if (!inCode.has(id) && !english?.[id]?.obsolete) problems.push(`${name}: "${english?.[id]?.message ?? id}" is no longer used`);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);

  it('hold every text src/shared says in the _shared catalogue, in English and Spanish, and none it no longer says', async () => {
    const po = formatter();
    const read = async (locale: string) =>
      (await po.parse(readFileSync(`${rootDir}/src/web/locales/${locale}/_shared.po`, 'utf8'), { locale, sourceLocale: 'en', filename: '_shared.po' })) as Record<
        string,
        { translation?: string }
      >;
    const inCode = [...collectSharedTexts().keys()];
    const english = await read('en');
    const spanish = await read('es');
    const problems = [
      ...inCode.filter((text) => !english[text]).map((text) => `"${text}" is not in _shared (npm run texts:shared)`),
      ...inCode.filter((text) => english[text] && !spanish[text]?.translation).map((text) => `"${text}" has no Spanish`),
      ...Object.keys(english).filter((text) => !inCode.includes(text)).map((text) => `"${text}" is no longer said by src/shared`),
    ];
    expect(problems).toEqual([]);
  });
});

import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-path';
import { readCatalogue, SERVER_CATALOGUES, SERVER_TEXT_LOCALES } from './texts';

// Every text the server's code says (i18n._({ id, message })), as Lingui's own extractor finds it,
// is in English and in Spanish, English word for word as the code has it; no catalogue keeps a text
// the code no longer says. `npm run texts:extract -- server/mail server/documents` mends the first and the last.

describe('server catalogues', () => {
  it('hold every text of the code in English and Spanish, and nothing else', { timeout: 120_000 }, async () => {
    const config = getConfig({ cwd: projectPath(), configPath: projectPath('lingui.server.config.ts') });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((catalog) => catalog.path.split('/').pop())).toEqual([...SERVER_CATALOGUES]);
    for (const catalog of catalogs) {
      const name = catalog.path.split('/').pop()!;
      const extracted = (await catalog.collect()) ?? {};
      const inCode = Object.fromEntries(Object.entries(extracted).map(([id, entry]) => [id, entry.message ?? '']));
      expect(Object.keys(inCode).length).toBeGreaterThan(0);
      for (const [id, message] of Object.entries(inCode)) expect(message, `${id} has no English words in the code`).not.toBe('');
      expect(readCatalogue('en', name), `en/${name}.po against the code`).toEqual(inCode);
      for (const locale of SERVER_TEXT_LOCALES) {
        const translated = readCatalogue(locale, name);
        expect(Object.keys(translated).sort(), `${locale}/${name}.po: missing or unused texts`).toEqual(Object.keys(inCode).sort());
      }
    }
  });
});

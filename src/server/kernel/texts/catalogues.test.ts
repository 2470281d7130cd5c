import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { collectErrorTexts, placeholdersOf } from '../../../../scripts/error-texts';
import { projectPath } from '../project-path';
import { readCatalogue, SERVER_CATALOGUES, SERVER_TEXT_LOCALES } from './texts';

// Every text the server's code says (i18n._({ id, message })), as Lingui's own extractor finds it,
// is in English and in Spanish, English word for word as the code has it; no catalogue keeps a text
// the code no longer says. `npm run texts:extract -- server/mail server/documents` mends the first and the last.
// The errors' sentences are found by scripts/error-texts.ts (`npm run texts:extract -- server/errors`).

describe('server catalogues', () => {
  it('hold every text of the code in English and Spanish, and nothing else', { timeout: 120_000 }, async () => {
    const config = getConfig({ cwd: projectPath(), configPath: projectPath('lingui.server.config.ts') });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((catalog) => catalog.path.split('/').pop())).toEqual(SERVER_CATALOGUES.filter((name) => name !== 'errors'));
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

  it('hold every sentence of the errors in English and Spanish, with the same placeholders, and nothing else', { timeout: 180_000 }, () => {
    const { texts, problems } = collectErrorTexts(projectPath());
    expect(problems, 'messages the errors catalogue cannot hold (scripts/error-texts.ts)').toEqual([]);
    const inCode = Object.fromEntries([...texts.keys()].map((text) => [text, text]));
    // The AppErrors of the whole server: far more than a few (a parse that found nothing would pass otherwise).
    expect(Object.keys(inCode).length).toBeGreaterThan(150);
    expect(readCatalogue('en', 'errors'), 'en/errors.po against the code (npm run texts:extract -- server/errors)').toEqual(inCode);
    for (const locale of SERVER_TEXT_LOCALES) {
      const translated = readCatalogue(locale, 'errors');
      expect(Object.keys(translated).sort(), `${locale}/errors.po: missing or unused sentences`).toEqual(Object.keys(inCode).sort());
      for (const [text, words] of Object.entries(translated)) {
        expect(() => compileMessageOrThrow(words), `${locale}: "${words}" is not a message ICU can read`).not.toThrow();
        expect(placeholdersOf(words).sort(), `${locale}: "${words}" against "${text}"`).toEqual(placeholdersOf(text).sort());
      }
    }
  });
});

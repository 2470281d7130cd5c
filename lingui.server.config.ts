import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The server's message catalogues (D31): the e-mails it writes (mail) and the documents it makes
// (documents: the evidence pack's and the reports' PDFs, the exports' CSV headers), in English (the
// source, as the specs word them) and Spanish. Apart from lingui.config.ts, whose catalogues the web build sends to
// browsers: these stay on the server (src/server/kernel/texts/texts.ts reads them).
// Extract with `npm run texts:extract -- server/mail server/documents` (or `npx lingui extract --config lingui.server.config.ts --clean`).
// The server has no macros: a text is `i18n._({ id, message, values })`, which the extractor reads as is.
// Its third catalogue, errors.po (the sentences of its errors), is not Lingui's to extract: scripts/error-texts.ts
// finds those (`npm run texts:extract -- server/errors`), so it is not listed here.
// The features that make documents: their texts go to the documents catalogue, every other to mail.
const documentFolders = ['evidence-pack', 'reports', 'export'].map((feature) => `<rootDir>/src/server/features/${feature}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  // Every server text has an explicit id (no macros generate one).
  format: formatter({ explicitIdAsDefault: true }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: '<rootDir>/src/server/locales/{locale}/mail',
      include: ['<rootDir>/src/server'],
      exclude: ['**/*.test.*', '<rootDir>/src/server/test', '<rootDir>/src/server/locales', ...documentFolders.map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/src/server/locales/{locale}/documents',
      include: documentFolders,
      exclude: ['**/*.test.*'],
    },
  ],
});

import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The server's message catalogues (D31): the e-mails it writes, in English (the source, as the specs
// word them) and Spanish. Apart from lingui.config.ts, whose catalogues the web build sends to
// browsers: these stay on the server (src/server/kernel/texts/texts.ts reads them).
// Extract with `npm run texts:extract -- server/mail` (or `npx lingui extract --config lingui.server.config.ts --clean`).
// The server has no macros: a text is `i18n._({ id, message, values })`, which the extractor reads as is.
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
      exclude: ['**/*.test.*', '<rootDir>/src/server/test', '<rootDir>/src/server/locales'],
    },
  ],
});

import { defineConfig } from '@lingui/conf';

// The web's message catalogues (D31). One catalogue per part of the app, so a screen fetches only the
// texts of the parts it is made of, in the reader's language only:
// - `_shell`: the layout, shared components and hooks (every page);
// - one per public feature (`search`, `site-safety`, ...);
// - `staff/_shell` and one per staff feature (`staff/users`, ...).
// The name a file's texts go under is `catalogueOf(path)` in scripts/lingui-macros.ts, which must
// agree with the paths here (scripts/catalogues.test.ts checks it).
export default defineConfig({
  sourceLocale: 'en',
  // `pseudo` is for tests only (accented English, to find text that escaped the catalogues); `ar`
  // shows the right-to-left layout and is offered once it is translated (D31).
  locales: ['en', 'es', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  format: 'po',
  orderBy: 'messageId',
  // See src/web/lib/i18n/runtime.tsx: a component outside the provider speaks instead of throwing.
  runtimeConfigModule: {
    useLingui: ['@/lib/i18n/runtime', 'useLingui'],
    Trans: ['@/lib/i18n/runtime', 'Trans'],
    i18n: ['@/lib/i18n/texts', 'i18n'],
  },
  catalogs: [
    {
      // src/shared's English texts, with the English as ids (scripts/shared-texts.ts writes this one:
      // nothing in src/shared is a macro, so there is nothing here for `lingui extract` to find, and
      // scripts/extract-texts.ts leaves it alone).
      path: '<rootDir>/src/web/locales/{locale}/_shared',
      include: ['<rootDir>/scripts/shared-texts.ts'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/_shell',
      include: ['<rootDir>/src/web'],
      exclude: ['<rootDir>/src/web/features/**', '<rootDir>/src/web/staff/**', '<rootDir>/src/web/lib/i18n/runtime.tsx', '**/*.test.*', '<rootDir>/src/web/test/**'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/{name}',
      include: ['<rootDir>/src/web/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/staff/_shell',
      include: ['<rootDir>/src/web/staff'],
      exclude: ['<rootDir>/src/web/staff/features/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/web/locales/{locale}/staff/{name}',
      include: ['<rootDir>/src/web/staff/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
  ],
});

import type { Messages } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale, loadCataloguesWith, provideTexts } from '@/lib/i18n/texts';

// Testing Library unmounts by itself only when the test runner exposes globals; ours does not.
afterEach(cleanup);

// Every English catalogue in hand before any component renders, as main.tsx has the first screen's.
const english = import.meta.glob<{ messages: Messages }>('../locales/en/**/*.po', { eager: true });
provideTexts(
  'en',
  Object.fromEntries(Object.entries(english).map(([path, module]) => [path.replace('../locales/en/', '').replace(/\.po$/, ''), module.messages])),
);
// Another language, when a test switches to it, comes from its .po sources.
const sources = import.meta.glob<{ messages: Messages }>('../locales/*/**/*.po');
loadCataloguesWith(async (locale, catalogue) => {
  const load = sources[`../locales/${locale}/${catalogue}.po`];
  if (!load) throw new Error(`No catalogue ${locale}/${catalogue}`);
  return (await load()).messages;
});
await activateLocale('en');

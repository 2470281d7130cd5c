import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { activateLocale, i18n } from '@/lib/i18n/texts';
import { storeUser } from '@/lib/session/stored-user';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { SiteFooter } from './site-footer';

// The language picker at the foot of every public page (issue 28): a signed-in victim's choice is
// kept on their account at once, so their next e-mail is in it; a visitor's only in this browser.

function server(answer: { status: number; body: unknown } = { status: 200, body: { locale: 'es' } }) {
  const kept: unknown[] = [];
  fakeApi({
    'GET /api/settings': { status: 200, body: [{ key: 'languages', value: 'en,es', category: 'general' }] },
    'PUT /api/me/locale': ({ body }) => {
      kept.push(body);
      return answer;
    },
  });
  return kept;
}

async function chooseSpanish() {
  const { user } = renderInApp(
    <I18nProvider i18n={i18n}>
      <SiteFooter />
    </I18nProvider>,
  );
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
  await screen.findByRole('combobox', { name: 'Idioma' });
}

beforeEach(() => resetSettingsForTests());
afterEach(async () => {
  await act(() => activateLocale('en'));
  storeUser(null);
  localStorage.removeItem('haven:locale');
  document.cookie = 'haven_locale=; path=/; max-age=0';
});

describe('the language picker in the footer', () => {
  it("keeps a signed-in victim's choice on their account", async () => {
    storeUser({ email: 'victim@example.org' });
    const kept = server();
    await chooseSpanish();
    await waitFor(() => expect(kept).toEqual([{ locale: 'es' }]));
    expect(document.cookie).toContain('haven_locale=es');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks nothing of the server for a visitor who is not signed in: the cookie remembers', async () => {
    const kept = server();
    await chooseSpanish();
    expect(document.cookie).toContain('haven_locale=es');
    expect(kept).toEqual([]);
  });

  it('says so, in the new language, when the account could not be updated', async () => {
    storeUser({ email: 'victim@example.org' });
    server({ status: 500, body: { code: 'INTERNAL', message: 'boom' } });
    await chooseSpanish();
    expect((await screen.findByRole('alert')).textContent).toMatch(/cuenta/);
  });

  it('says nothing when the session ended meanwhile: the next sign-in keeps the choice', async () => {
    storeUser({ email: 'victim@example.org' });
    const kept = server({ status: 401, body: { code: 'SIGN_IN_REQUIRED', message: 'Please sign in to continue' } });
    await chooseSpanish();
    await waitFor(() => expect(kept).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

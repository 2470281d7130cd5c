import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { storeUser } from '@/lib/session/stored-user';
import { fakeApi } from '@/test/fake-api';
import { SiteLayout } from './site-layout';

function renderSignedIn() {
  storeUser({ email: 'victim@example.com' });
  const user = userEvent.setup();
  // As in the app: no query client above the layout (the first load carries no query library).
  render(
    <MemoryRouter initialEntries={['/resources']}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/" element={<p>Home page</p>} />
          <Route path="/resources" element={<p>Resources page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

// Signing out loads its code when Logout is pressed (issue 11, a lighter first load); what it does
// stays: the server is told, the browser forgets the victim whatever the server said, and the
// visitor lands on the home page.
describe('Logout in the site layout', () => {
  beforeEach(() => resetSettingsForTests());
  afterEach(() => storeUser(null));

  it('signs out and goes home', async () => {
    const fetch = fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    });
    const user = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/auth/logout') && init?.method === 'POST')).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy());
  });

  it('forgets the victim even when the server refuses', async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/auth/logout': { status: 500, body: { code: 'INTERNAL', message: 'Down' } },
    });
    const user = renderSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

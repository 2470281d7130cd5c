import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import MyDataPage from './my-data-page';

describe('My Data: sign out everywhere', () => {
  it('ends every session of the account, then shows the sign-in page', async () => {
    const fetch = fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/auth/sign-out-everywhere': { status: 200, body: { ok: true } },
    });
    const { user, container } = renderInApp(
      <Routes>
        <Route path="/my-data" element={<MyDataPage />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>,
      { at: '/my-data' },
    );
    expect(screen.getByRole('heading', { name: 'Sign out everywhere' })).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByText('sign-in page');
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => url === '/api/auth/sign-out-everywhere' && init?.method === 'POST')).toBe(true));
  });
});

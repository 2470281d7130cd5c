import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { StaffLayout } from './staff-layout';

describe('the staff header: Sign out everywhere', () => {
  it('ends every session of the account, forgets the token and goes to the sign-in page', async () => {
    storeStaffToken('token-of-this-browser');
    const fetch = fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role: 'admin' } },
      'GET /api/admin/stats': { status: 200, body: { totalUsers: 0, totalIncidents: 0, totalMessages: 0, totalDocuments: 0, totalMoneyTrails: 0, totalPayouts: 0 } },
      'POST /api/admin/sign-out-everywhere': { status: 204, body: null },
    });
    const { user } = renderInApp(
      <Routes>
        <Route path="/admin" element={<StaffLayout />}>
          <Route index element={<p>overview</p>} />
        </Route>
        <Route path="/admin-login" element={<p>staff sign-in</p>} />
      </Routes>,
      { at: '/admin' },
    );
    await screen.findByText('Maria Ortiz');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByText('staff sign-in');
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/admin/sign-out-everywhere' && init?.method === 'POST')).toBe(true);
    await waitFor(() => expect(readStaffToken()).toBeNull());
  });
});

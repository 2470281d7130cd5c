import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import StaffLoginPage from './staff-login-page';

function renderLogin() {
  return renderInApp(
    <Routes>
      <Route path="/admin-login" element={<StaffLoginPage />} />
      <Route path="/admin/my-work" element={<p>staff landing page</p>} />
    </Routes>,
    { at: '/admin-login' },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  storeStaffToken(null);
  vi.restoreAllMocks();
});

describe('the staff sign-in page', () => {
  it("says 'Missing credentials' when a field is empty, and sends nothing", async () => {
    const fetch = fakeApi({ 'GET /api/settings': { status: 200, body: [] } });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', '');
    expect(await screen.findByText('Missing credentials')).toBeTruthy();
    expect(screen.getByText('Please enter both username and password')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/admin/login'))).toBe(false);
  });

  it("says 'Invalid credentials' with the server's message when the server refuses", async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/admin/login': { status: 401, body: { code: 'LOGIN_FAILED', message: 'Invalid username or password' } },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
    expect(readStaffToken()).toBeNull();
  });

  it("falls back to 'Authentication failed' when the refusal carries no message", async () => {
    fakeApi({ 'GET /api/settings': { status: 200, body: [] }, 'POST /api/admin/login': { status: 401, body: {} } });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', 'wrong');
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
  });

  it("says 'Login failed' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.includes('/api/admin/login')) throw new TypeError('Failed to fetch');
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', 'secret');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('An error occurred during login')).toBeTruthy();
  });

  it('keeps the token and opens the staff side on success', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.includes('/api/admin/login')) {
          await answered;
          const body = { token: 'tok-123', expiresAt: '2030-01-01T00:00:00.000Z', role: 'admin', displayName: 'Maria' };
          return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
        }
        return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    release();
    expect(await screen.findByText('staff landing page')).toBeTruthy();
    expect(readStaffToken()).toBe('tok-123');
  });

  it("closes a stale 'Invalid credentials' once the next try succeeds", async () => {
    let refuse = true;
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'POST /api/admin/login': () =>
        refuse
          ? { status: 401, body: { code: 'LOGIN_FAILED', message: 'Invalid username or password' } }
          : { status: 200, body: { token: 'tok-123', expiresAt: '2030-01-01T00:00:00.000Z', role: 'admin', displayName: 'Maria' } },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user, 'maria', 'wrong');
    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    refuse = false;
    await user.clear(screen.getByLabelText('Password'));
    await fillAndSubmit(user, '', 'right');
    await waitFor(() => expect(readStaffToken()).toBe('tok-123'));
    await waitFor(() => expect(document.querySelector('li[data-state="open"]')).toBeNull());
  });

  it("has a 'Back to Home' link and no axe violations", async () => {
    fakeApi({ 'GET /api/settings': { status: 200, body: [] } });
    renderLogin();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy());
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    const violations = (await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
  });
});

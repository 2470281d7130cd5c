import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import StaffSetPasswordPage from './staff-set-password-page';

const renderAt = (at: string) =>
  renderInApp(
    <Routes>
      <Route path="/admin/set-password" element={<StaffSetPasswordPage />} />
    </Routes>,
    { at },
  );

afterEach(() => vi.restoreAllMocks());

describe('the staff set-password page', () => {
  it('shows the username, sets the password, then offers sign-in', async () => {
    let sent: unknown;
    fakeApi({
      'GET /api/staff-password/abc': { status: 200, body: { username: 'tom' } },
      'POST /api/staff-password/abc': ({ body }) => {
        sent = body;
        return { status: 200, body: { ok: true } };
      },
    });
    const { user } = renderAt('/admin/set-password?token=abc');
    expect(await screen.findByText('tom')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'quiet meadow lantern 7');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('link', { name: 'Go to staff sign-in' })).toBeTruthy();
    expect(sent).toEqual({ password: 'quiet meadow lantern 7' });
  });

  it("shows the server's refusal of a weak password next to the field", async () => {
    fakeApi({
      'GET /api/staff-password/abc': { status: 200, body: { username: 'tom' } },
      'POST /api/staff-password/abc': { status: 400, body: { code: 'WEAK_PASSWORD', message: 'This password is too common.' } },
    });
    const { user } = renderAt('/admin/set-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('This password is too common.')).toBeTruthy();
  });

  it('says plainly when the link no longer works', async () => {
    fakeApi({ 'GET /api/staff-password/old': { status: 400, body: { code: 'LINK_INVALID', message: 'This link is invalid, has been used or has expired.' } } });
    renderAt('/admin/set-password?token=old');
    expect(await screen.findByText('This link does not work')).toBeTruthy();
    expect(screen.getByText('This link is invalid, has been used or has expired.')).toBeTruthy();
  });
});

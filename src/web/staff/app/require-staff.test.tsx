import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { readStaffToken, storeStaffToken } from '@/lib/staff-token';
import { apiRequest } from '@/lib/api-client';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { RequireStaff } from './require-staff';

function SignIn() {
  const location = useLocation();
  return <p>sign-in page from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}</p>;
}

/** A staff screen whose own list call may find the session gone. */
function Incidents() {
  const list = useQuery({ queryKey: staffKeys.domain('incidents'), queryFn: () => apiRequest<unknown[]>('/api/admin/incidents') });
  return <p>{list.isSuccess ? 'incidents list' : 'loading incidents'}</p>;
}

function renderGuarded(at = '/admin/incidents') {
  return renderInApp(
    <Routes>
      <Route path="/admin-login" element={<SignIn />} />
      <Route element={<RequireStaff />}>
        <Route path="/admin/incidents" element={<Incidents />} />
      </Route>
    </Routes>,
    { at },
  );
}

const signedOut = { status: 401, body: { code: 'STAFF_SIGN_IN_REQUIRED', message: 'Admin sign-in required' } };
const session = { status: 200, body: { username: 'maria', displayName: 'Maria', role: 'caseworker' } };

afterEach(() => {
  storeStaffToken(null);
  vi.restoreAllMocks();
});

describe('RequireStaff', () => {
  it('sends a visitor without a token to sign in, remembering where they were going', async () => {
    const fetch = fakeApi({});
    renderGuarded();
    expect(await screen.findByText('sign-in page from /admin/incidents')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a token the server no longer accepts (expired, revoked, disabled) to sign in and forgets it', async () => {
    storeStaffToken('stale');
    fakeApi({ 'GET /api/admin/session': signedOut });
    renderGuarded();
    expect(await screen.findByText('sign-in page from /admin/incidents')).toBeTruthy();
    expect(readStaffToken()).toBeNull();
  });

  it('shows the staff screen for a live session', async () => {
    storeStaffToken('live');
    fakeApi({ 'GET /api/admin/session': session, 'GET /api/admin/incidents': { status: 200, body: [] } });
    renderGuarded();
    expect(await screen.findByText('incidents list')).toBeTruthy();
    expect(readStaffToken()).toBe('live');
  });

  it('sends the person to sign in when a later staff call finds the session ended', async () => {
    storeStaffToken('ends-soon');
    fakeApi({ 'GET /api/admin/session': session, 'GET /api/admin/incidents': signedOut });
    renderGuarded();
    expect(await screen.findByText('sign-in page from /admin/incidents')).toBeTruthy();
    await waitFor(() => expect(readStaffToken()).toBeNull());
  });
});

import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import RecoveryPage from './recovery-page';

const signedIn = { status: 200, body: { user: { email: 'sam@example.com', fullName: 'Sam Victim' } } };

function openRecovery(at: string) {
  // Both the session endpoint and /me answer as signed in, whichever the session helper asks.
  fakeApi({ 'GET /api/auth/session': signedIn, 'GET /api/auth/me': signedIn });
  return renderInApp(
    <Routes>
      <Route path="/recovery" element={<RecoveryPage />} />
    </Routes>,
    { at },
  );
}

const emailField = () => screen.getByLabelText<HTMLInputElement>(/^E-mail address/);

describe('the recovery page for a signed-in victim', () => {
  it("fills in the account's e-mail address", async () => {
    openRecovery('/recovery');
    await waitFor(() => expect(emailField().value).toBe('sam@example.com'));
  });

  it('keeps the address the link names', async () => {
    openRecovery('/recovery?email=other%40example.com');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(emailField().value).toBe('other@example.com');
  });
});

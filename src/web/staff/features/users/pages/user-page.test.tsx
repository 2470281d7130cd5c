import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import UserPage from './user-page';

const profile = {
  id: 7,
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: null,
  country: 'United Kingdom',
  isVerified: false,
  createdAt: '2026-02-15T09:00:00.000Z',
  updatedAt: '2026-02-16T09:00:00.000Z',
};

function renderPage() {
  return renderInApp(
    <Routes>
      <Route path="/admin/users/:id" element={<UserPage />} />
    </Routes>,
    { at: '/admin/users/7' },
  );
}

const empty = { status: 200, body: { items: [], total: 0 } };

describe('the user detail page', () => {
  it('shows the profile, the four lists with FR- links and sizes in bytes, KB or MB, and a verify toggle; axe-clean', async () => {
    fakeApi({
      'GET /api/admin/session': { status: 200, body: { username: 'me', displayName: 'Me', role: 'caseworker' } },
      'GET /api/admin/users/7': { status: 200, body: profile },
      'GET /api/admin/users/7/incidents': {
        status: 200,
        body: {
          items: [
            {
              id: 123,
              reference: 'FR-000123',
              platformName: 'CoinVault',
              lossAmount: '1500.00',
              currency: 'USD',
              status: 'under_review',
              incidentDate: '2026-01-02',
              confirmed: false,
              createdAt: '2026-01-03T00:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
      'GET /api/admin/users/7/recovery-applications': empty,
      'GET /api/admin/users/7/payouts': empty,
      'GET /api/admin/users/7/documents': {
        status: 200,
        body: {
          items: [
            { id: 1, filename: 'receipt.pdf', mimeType: 'application/pdf', sizeBytes: 2_621_440, category: 'evidence', status: 'pending', incidentId: 123, uploadDate: '2026-01-03T00:00:00.000Z' },
            { id: 2, filename: 'chat.png', mimeType: 'image/png', sizeBytes: 18_432, category: 'evidence', status: 'pending', incidentId: 123, uploadDate: '2026-01-03T00:00:00.000Z' },
            { id: 3, filename: 'note.txt', mimeType: 'text/plain', sizeBytes: 300, category: 'evidence', status: 'pending', incidentId: 123, uploadDate: '2026-01-03T00:00:00.000Z' },
          ],
          total: 3,
        },
      },
    });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('United Kingdom')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'FR-000123' });
    expect(link.getAttribute('href')).toBe('/admin/incidents/123');
    expect(screen.getByText('Unconfirmed')).toBeTruthy();
    // The same words as the status badge on the Incidents screen (D12), not a second spelling.
    expect(within(screen.getByRole('table', { name: 'Incidents' })).getByText('Under Review')).toBeTruthy();
    expect(await screen.findByText('2.50 MB')).toBeTruthy();
    // A small file reads in KB or bytes, never "0.00 MB".
    expect(screen.getByText('18 KB')).toBeTruthy();
    expect(screen.getByText('300 bytes')).toBeTruthy();
    expect(screen.queryByText('0.00 MB')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete User' })).toBeNull();
    for (const name of ['Incidents', 'Recovery applications', 'Payouts', 'Documents']) {
      expect(screen.getByRole('table', { name })).toBeTruthy();
    }
    expect(within(screen.getByRole('table', { name: 'Payouts' })).getByText('No payout requests.')).toBeTruthy();
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('shows each loss in its own currency: a loss in euros reads €7,750.00, not $7,750.00 (issue 28)', async () => {
    const loss = { platformName: 'CoinVault', lossAmount: '7750.00', currency: 'EUR' };
    fakeApi({
      'GET /api/admin/session': { status: 200, body: { username: 'me', displayName: 'Me', role: 'caseworker' } },
      'GET /api/admin/users/7': { status: 200, body: profile },
      'GET /api/admin/users/7/incidents': {
        status: 200,
        body: {
          items: [{ id: 123, reference: 'FR-000123', ...loss, status: 'open', incidentDate: '2026-01-02', confirmed: true, createdAt: '2026-01-03T00:00:00.000Z' }],
          total: 1,
        },
      },
      'GET /api/admin/users/7/recovery-applications': {
        status: 200,
        body: { items: [{ id: 5, reference: 'RA-000005', ...loss, status: 'pending', emailVerified: true, submittedAt: '2026-01-04T00:00:00.000Z' }], total: 1 },
      },
      'GET /api/admin/users/7/payouts': empty,
      'GET /api/admin/users/7/documents': empty,
    });
    renderPage();
    for (const name of ['Incidents', 'Recovery applications']) {
      const table = await screen.findByRole('table', { name });
      expect(await within(table).findByText('€7,750.00')).toBeTruthy();
      expect(within(table).queryByText('$7,750.00')).toBeNull();
    }
  });

  it("says 'Failed to load user details' when the profile cannot be loaded", async () => {
    fakeApi({
      'GET /api/admin/session': { status: 200, body: { username: 'me', displayName: 'Me', role: 'admin' } },
      'GET /api/admin/users/7': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } },
    });
    renderPage();
    expect((await screen.findAllByText('Failed to load user details')).length).toBeGreaterThan(0);
  });
});

describe('a password for the victim (D17: staff never choose it)', () => {
  it('offers only a reset link: no password field, one POST without a body, and says what happens', async () => {
    const fetch = fakeApi({
      'GET /api/admin/session': { status: 200, body: { username: 'me', displayName: 'Me', role: 'caseworker' } },
      'GET /api/admin/users/7': { status: 200, body: profile },
      'GET /api/admin/users/7/incidents': empty,
      'GET /api/admin/users/7/recovery-applications': empty,
      'GET /api/admin/users/7/payouts': empty,
      'GET /api/admin/users/7/documents': empty,
      'POST /api/admin/users/7/send-password-reset': { status: 200, body: { ok: true, mailSent: true } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send Password Reset Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Password Reset Link' });
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    expect(within(dialog).getByText(/Their current password keeps working until they do/)).toBeTruthy();
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('ada@example.com will get an e-mail with a link to choose a new password.')).toBeTruthy();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => String(url))).toEqual(['/api/admin/users/7/send-password-reset']);
  });
});

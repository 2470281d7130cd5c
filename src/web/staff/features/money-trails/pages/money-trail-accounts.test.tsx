import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import MoneyTrailsPage from './money-trails-page';

// Issue 28: an IBAN is checked by its check digits in the form, as the server checks it, sent in
// its electronic form and shown in groups of four; a phone number is shown with its country code apart.

const trail: StaffMoneyTrail = {
  id: 1,
  incidentId: 12,
  reference: 'FR-000012',
  transactionType: 'transfer',
  amount: '250.00',
  currency: 'EUR',
  fromAccount: '+442079460958',
  toAccount: 'DE89370400440532013000',
  transactionDate: '2026-03-01T00:00:00.000Z',
  description: null,
  status: 'suspicious',
  blockchainTx: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};

function serverWith() {
  const posts: unknown[] = [];
  fakeApi({
    'GET /api/admin/money-trails': { status: 200, body: { items: [trail], total: 1 } },
    'GET /api/admin/money-trails/summary': { status: 200, body: { total: 1, suspicious: 1, recovered: 0, amounts: [{ currency: 'EUR', amount: '250.00' }] } },
    'POST /api/admin/money-trails': ({ body }) => {
      posts.push(body);
      return { status: 201, body: { ...trail, id: 2 } };
    },
  });
  return { posts };
}

const renderPage = () =>
  renderInApp(
    <Routes>
      <Route path="/admin/money-trails" element={<MoneyTrailsPage />} />
    </Routes>,
    { at: '/admin/money-trails' },
  );

afterEach(() => dismissToast());

describe('accounts in the money trails (issue 28)', () => {
  it('shows an IBAN in groups of four and a phone number with its country code apart', async () => {
    serverWith();
    renderPage();
    expect(await screen.findByText('+44 20 7946 0958 → DE89 3704 0044 0532 0130 00', { exact: false })).toBeTruthy();
  });

  it('refuses an IBAN whose check digits do not hold beside its field, and sends a good one electronic', async () => {
    const { posts } = serverWith();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create Trail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Money Trail' });
    await user.type(within(dialog).getByLabelText(/^Case/), 'FR-000012');
    await user.type(within(dialog).getByLabelText(/^Amount/), '250');
    const to = within(dialog).getByLabelText(/To account/);
    await user.type(to, 'DE89 3704 0044 0532 0130 01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    expect(await within(dialog).findByText('That IBAN does not add up (its check digits do not match): check it against the statement')).toBeTruthy();
    expect(posts).toEqual([]);

    await user.clear(to);
    await user.type(to, 'de89 3704 0044 0532 0130 00');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ toAccount: 'DE89370400440532013000' });
  });
});

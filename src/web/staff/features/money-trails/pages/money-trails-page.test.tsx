import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMoneyTrail } from '@shared/money-trails/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { forgetSettings, SettingsLoaded, settingsInCurrency } from '@/test/settings-loaded';
import MoneyTrailsPage from './money-trails-page';

const trail: StaffMoneyTrail = {
  id: 1,
  incidentId: 12,
  reference: 'FR-000012',
  transactionType: 'withdrawal',
  amount: '0.00012345',
  currency: 'BTC',
  fromAccount: null,
  toAccount: 'bc1qscammer',
  transactionDate: '2026-03-01T00:00:00.000Z',
  description: null,
  status: 'suspicious',
  blockchainTx: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
};

function serverWith(settings: Record<string, ReturnType<typeof settingsInCurrency>> = {}) {
  const posts: unknown[] = [];
  const summaries: string[] = [];
  const exports: string[] = [];
  fakeApi({
    ...settings,
    'GET /api/admin/money-trails': { status: 200, body: { items: [trail], total: 1 } },
    'GET /api/admin/money-trails/summary': ({ url }) => {
      summaries.push(url.search);
      return { status: 200, body: { total: 3, suspicious: 1, recovered: 0, amounts: [{ currency: 'BTC', amount: '0.00012345' }, { currency: 'USD', amount: '1500.00' }] } };
    },
    'GET /api/admin/export/money-trails': ({ url }) => {
      exports.push(url.search);
      return { status: 200, body: [] };
    },
    'POST /api/admin/money-trails': ({ body }) => {
      posts.push(body);
      return { status: 201, body: { ...trail, id: 2 } };
    },
  });
  return { posts, summaries, exports };
}

const renderPage = (at = '/admin/money-trails') =>
  renderInApp(
    <SettingsLoaded>
      <Routes>
        <Route path="/admin/money-trails" element={<MoneyTrailsPage />} />
      </Routes>
    </SettingsLoaded>,
    { at },
  );

const currencyIn = (dialog: HTMLElement) => (within(dialog).getByLabelText(/^Currency/) as HTMLSelectElement).value;

afterEach(() => {
  dismissToast();
  forgetSettings();
});

describe('Money Trails', () => {
  it('shows a total per currency, never one sum, and the trail in its own currency', async () => {
    serverWith();
    const { container } = renderPage();
    expect(await screen.findByText('1,500.00'.replace(/^/, '$'))).toBeTruthy();
    expect(screen.getAllByText('0.00012345 BTC').length).toBeGreaterThanOrEqual(2);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('asks the tiles for the same victim and incident as the list', async () => {
    const { summaries } = serverWith();
    renderPage('/admin/money-trails?email=sam%40example.com&incidentId=12');
    await waitFor(() => expect(summaries).toContain('?email=sam%40example.com&incidentId=12'));
  });

  it("exports every trail of the page's victim, incident, search and status", async () => {
    const { exports } = serverWith();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:trails', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('/admin/money-trails?email=sam%40example.com&incidentId=12&status=suspicious&q=bc1q&page=3');
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(exports).toEqual(['?q=bc1q&status=suspicious&sort=newest&email=sam%40example.com&incidentId=12&format=csv']));
    click.mockRestore();
  });

  it('refuses a USD amount with three decimals in the form, and sends an exact BTC amount', async () => {
    const { posts } = serverWith();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create Trail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Money Trail' });
    await user.type(within(dialog).getByLabelText(/^Case/), 'FR-000012');
    await user.type(within(dialog).getByLabelText(/^Amount/), '10.005');
    await user.type(within(dialog).getByLabelText(/To account/), 'bc1qscammer');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    expect(await within(dialog).findByText('USD amounts have at most 2 decimal places')).toBeTruthy();
    expect(posts).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/Currency/), 'BTC');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ incidentId: 12, amount: '10.005', currency: 'BTC', toAccount: 'bc1qscammer', status: 'pending' });
  });

  it("opens the form on a case when a case page's 'Add money trail' sends staff here (issue 25)", async () => {
    const { posts } = serverWith();
    const { user } = renderPage('/admin/money-trails?incidentId=FR-000012&new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Create Money Trail' });
    expect((within(dialog).getByLabelText(/^Case/) as HTMLInputElement).value).toBe('FR-000012');
    await user.type(within(dialog).getByLabelText(/^Amount/), '250');
    await user.type(within(dialog).getByLabelText(/To account/), 'Mule account');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ incidentId: 12, amount: '250', toAccount: 'Mule account' });
  });

  it("starts a trail opened from a EUR case in euros, whatever the organisation's currency (issue 28)", async () => {
    const { posts } = serverWith({ 'GET /api/settings': settingsInCurrency('GBP') });
    const { user } = renderPage('/admin/money-trails?incidentId=FR-000012&currency=EUR&new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Create Money Trail' });
    expect(currencyIn(dialog)).toBe('EUR');
    expect(within(dialog).getByLabelText(/^Amount/).getAttribute('aria-describedby')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Amount/), '7750.00');
    await user.type(within(dialog).getByLabelText(/To account/), 'DE89370400440532013000');
    await user.click(within(dialog).getByRole('button', { name: 'Create Trail' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ incidentId: 12, amount: '7750.00', currency: 'EUR' });
  });

  it("starts a new trail in the organisation's currency, and leaves out a code the form does not take", async () => {
    serverWith({ 'GET /api/settings': settingsInCurrency('GBP') });
    renderPage('/admin/money-trails?incidentId=FR-000012&currency=EURO&new=1');
    expect(currencyIn(await screen.findByRole('dialog', { name: 'Create Money Trail' }))).toBe('GBP');
  });

  it("starts Create Trail in the organisation's currency", async () => {
    serverWith({ 'GET /api/settings': settingsInCurrency('EUR') });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create Trail' }));
    expect(currencyIn(await screen.findByRole('dialog', { name: 'Create Money Trail' }))).toBe('EUR');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import type * as Recharts from 'recharts';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '@shared/analytics/schema';
import { incidentStatuses } from '@shared/incidents/status';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import AnalyticsPage from './analytics-page';

// jsdom lays nothing out, so a ResponsiveContainer would draw no chart at all and axe would never
// meet the charts' SVGs: each chart is drawn at a fixed size instead, as a browser would draw it.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof Recharts>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactNode }) =>
      isValidElement<{ width?: number; height?: number }>(children) ? cloneElement(children, { width: 480, height: 256 }) : null,
  };
});

const filled: Analytics = {
  from: '2024-01-01',
  to: '2024-02-04',
  incidentsPerWeek: [
    { week: '2024-01-01', count: 2 },
    { week: '2024-01-08', count: 0 },
  ],
  lossByPlatformType: [
    {
      type: 'Cryptocurrency Exchange',
      count: 3,
      loss: [
        { currency: 'USD', amount: '3000.50' },
        { currency: 'EUR', amount: '7750.00' },
      ],
    },
  ],
  statusFunnel: incidentStatuses.map((status) => ({ status, count: status === 'resolved' ? 2 : 0 })),
  recoveredPerMonth: [
    {
      month: '2024-01',
      recovered: [
        { currency: 'USD', amount: '750.25' },
        { currency: 'EUR', amount: '0.00' },
      ],
    },
  ],
  topPlatforms: [{ name: 'CoinVault', count: 2, loss: [{ currency: 'USD', amount: '3000.50' }] }],
  firstStaffAction: { medianDays: 2, incidents: 2, perMonth: [{ month: '2024-01', medianDays: 2, incidents: 2 }] },
};

const empty: Analytics = {
  ...filled,
  incidentsPerWeek: [{ week: '2024-01-01', count: 0 }],
  lossByPlatformType: [],
  statusFunnel: incidentStatuses.map((status) => ({ status, count: 0 })),
  recoveredPerMonth: [],
  topPlatforms: [],
  firstStaffAction: { medianDays: null, incidents: 0, perMonth: [] },
};

function serverWith(answer: Analytics) {
  const asked: string[] = [];
  fakeApi({
    'GET /api/admin/analytics': ({ url }) => {
      asked.push(url.search);
      return { status: 200, body: answer };
    },
  });
  return asked;
}

const renderPage = (at = '/admin/analytics') =>
  renderInApp(
    <Routes>
      <Route path="/admin/analytics" element={<AnalyticsPage />} />
    </Routes>,
    { at },
  );

describe('the analytics page', () => {
  it('gives every chart its figures as a table for screen readers, and passes axe', async () => {
    serverWith(filled);
    const { container } = renderPage();
    const weekly = await screen.findByRole('table', { name: 'Incidents reported per week' });
    expect(within(weekly).getAllByRole('row').map((r) => r.textContent)).toEqual(['Week ofIncidents', 'Jan 1, 20242', 'Jan 8, 20240']);
    // One figure per currency, never a sum across them (issue 28).
    expect(within(screen.getByRole('table', { name: 'Loss by platform type' })).getByText('USD 3,000.50 · EUR 7,750.00')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Status funnel' })).getByText('Resolved').nextSibling?.textContent).toBe('2');
    expect(within(screen.getByRole('table', { name: 'Recovered over time' })).getByText('USD 750.25 · EUR 0.00')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Most-reported platforms' })).getByText('CoinVault').parentElement?.textContent?.replace(/\s/g, ' ')).toBe('CoinVault2USD 3,000.50');
    expect(screen.getByText(/Median 2 days from a report to the first thing staff did with it, over 2 incidents/)).toBeTruthy();
    // The charts are drawn, hidden from screen readers, and out of the keyboard's way (aria-hidden-focus).
    expect(container.querySelectorAll('svg.recharts-surface').length).toBe(6);
    expect((await axe.run(container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('draws the charts in one currency at a time, chosen among those of the range and kept in the address', async () => {
    serverWith(filled);
    const { user, container } = renderPage('/admin/analytics?currency=EUR');
    const chosen = await screen.findByLabelText<HTMLSelectElement>('Charts show amounts in');
    expect([...chosen.querySelectorAll('option')].map((o) => o.value)).toEqual(['USD', 'EUR']);
    expect(chosen.value).toBe('EUR');
    const ticks = () => [...container.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent).join(' ');
    expect(ticks()).toContain('€');
    expect(ticks()).not.toContain('$');
    await user.selectOptions(chosen, 'USD');
    await waitFor(() => expect(ticks()).toContain('$'));
    expect(ticks()).not.toContain('€');
  });

  it('offers no currency choice when the range is in one currency', async () => {
    serverWith({ ...filled, lossByPlatformType: [{ type: 'Dating Site', count: 1, loss: [{ currency: 'EUR', amount: '10.00' }] }], recoveredPerMonth: [] });
    renderPage();
    await screen.findByRole('table', { name: 'Loss by platform type' });
    expect(screen.queryByLabelText('Charts show amounts in')).toBeNull();
  });

  it('shows a table on screen when asked', async () => {
    serverWith(filled);
    const { user } = renderPage();
    const region = await screen.findByRole('region', { name: 'Status funnel' });
    const table = within(region).getByRole('table');
    expect(table.parentElement!.className).toContain('sr-only');
    await user.click(within(region).getByRole('button', { name: 'Show table of Status funnel' }));
    expect(within(region).getByRole('table').parentElement!.className).not.toContain('sr-only');
    expect(within(region).getByRole('button', { name: 'Show chart of Status funnel' })).toBeTruthy();
  });

  it('says there is no data yet rather than drawing empty charts', async () => {
    serverWith(empty);
    renderPage();
    await screen.findByRole('region', { name: 'Status funnel' });
    expect(screen.getAllByText('No data yet for these dates.')).toHaveLength(6);
    expect(screen.queryAllByRole('table')).toHaveLength(0);
  });

  it('asks for the dates in the address, and does not ask for a range that ends before it starts', async () => {
    const asked = serverWith(filled);
    const { user } = renderPage('/admin/analytics?from=2024-01-01&to=2024-02-04');
    await screen.findByRole('table', { name: 'Status funnel' });
    expect(asked).toEqual(['?from=2024-01-01&to=2024-02-04']);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2023-12-01');
    expect(await screen.findByText('To must be on or after From')).toBeTruthy();
    await waitFor(() => expect(asked.every((q) => q !== '?from=2024-01-01&to=2023-12-01')).toBe(true));
    // Nor does it swap in the default twelve months: the last answer stays.
    expect(asked).not.toContain('');
    expect(screen.getByRole('table', { name: 'Status funnel' })).toBeTruthy();
  });

  it("says what the server found wrong with a range only it can check ('From' alone runs to today)", async () => {
    fakeApi({ 'GET /api/admin/analytics': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'From must be today or earlier' } } });
    renderPage('/admin/analytics?from=9999-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('From must be today or earlier');
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

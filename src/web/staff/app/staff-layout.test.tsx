import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecentActivityItem } from '@shared/audit/schema';
import type { StaffStats, SystemHealth } from '@shared/overview/schema';
import { fakeApi } from '@/test/fake-api';
import { activateLocale, i18n } from '@/lib/i18n/texts';
import { renderInApp } from '@/test/render';
import OverviewPage from '../features/overview/pages/overview-page';
import { StaffLayout } from './staff-layout';

const stats: StaffStats = { totalUsers: 1234, totalIncidents: 56, totalMessages: 7, totalDocuments: 8, totalMoneyTrails: 9, totalPayouts: 10 };

const health: SystemHealth = {
  measuredAt: '2026-03-04T10:00:00.000Z',
  database: { kind: 'postgres', roundTripMs: 1.3, ok: true },
  uptimeSeconds: 2 * 3600 + 5 * 60,
  memory: { rssBytes: 150 * 1024 * 1024, heapUsedBytes: 40 * 1024 * 1024, heapTotalBytes: 80 * 1024 * 1024 },
  requests: { windowMinutes: 5, requestCount: 321, p50Ms: 12, p99Ms: 240 },
  mailOutbox: { depth: 3 },
  jobQueue: { depth: 7 },
};

const activity: RecentActivityItem[] = [
  {
    id: 1,
    actorType: 'admin',
    actorId: '3',
    actorLabel: 'maria',
    actorRole: 'caseworker',
    action: 'incident.status_changed',
    entityType: 'fraud_incident',
    entityId: '42',
    createdAt: '2026-03-04T09:00:00.000Z',
  },
];

function server(options: { role?: 'admin' | 'caseworker'; statsFail?: boolean; keptLocales?: unknown[] } = {}) {
  return fakeApi({
    'PUT /api/admin/staff/me/locale': ({ body }) => {
      options.keptLocales?.push(body);
      return { status: 200, body };
    },
    'GET /api/settings': { status: 200, body: [] },
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role: options.role ?? 'admin' } },
    'GET /api/admin/stats': options.statsFail ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } } : { status: 200, body: stats },
    'GET /api/admin/recent-activity': { status: 200, body: activity },
    'GET /api/admin/system-health': { status: 200, body: health },
  });
}

function renderOverview() {
  return renderInApp(
    <Routes>
      <Route path="/admin" element={<StaffLayout />}>
        <Route index element={<OverviewPage />} />
      </Route>
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { at: '/admin' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the staff layout and overview', () => {
  it('shows who is signed in, the six stat cards and the overview panels from live figures', async () => {
    server();
    renderOverview();
    await screen.findByText('Maria Ortiz');
    const totals = document.querySelector<HTMLElement>('dl[aria-label="Platform totals"]')!;
    await waitFor(() => expect(within(totals).getByText('1,234')).toBeTruthy());
    for (const label of ['Total Users', 'Fraud Incidents', 'Messages', 'Documents', 'Money Trails', 'Payout Requests']) {
      expect(within(totals).getByText(label)).toBeTruthy();
    }
    await screen.findByText('2 h 5 min');
    expect(screen.getByText('1.3 ms')).toBeTruthy();
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.getByText('240 ms')).toBeTruthy();
    const health = screen.getByRole('region', { name: 'System health' });
    expect(within(health).getByText('Mail waiting').nextElementSibling?.textContent).toBe('3');
    expect(within(health).getByText('Jobs waiting').nextElementSibling?.textContent).toBe('7');
    const record = await screen.findByRole('link', { name: 'FR-000042' });
    expect(record.getAttribute('href')).toBe('/admin/incidents/42');
    expect(screen.getByRole('link', { name: /Add User/ }).getAttribute('href')).toBe('/admin/users?create=1');
    expect(screen.getByRole('link', { name: /Generate Report/ }).getAttribute('href')).toBe('/admin/reports');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('keeps working when the stats fail: the error is logged and each card says —', async () => {
    server({ statsFail: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderOverview();
    const totals = document.querySelector<HTMLElement>('dl[aria-label="Platform totals"]')!;
    await waitFor(() => expect(within(totals).getAllByText('—')).toHaveLength(6), { timeout: 5_000 });
    expect(logged).toHaveBeenCalled();
    expect(await screen.findByText('2 h 5 min')).toBeTruthy();
  });

  it('hides Staff and Audit Log from a caseworker', async () => {
    server({ role: 'caseworker' });
    renderOverview();
    await screen.findByText('Maria Ortiz');
    expect(screen.queryByRole('link', { name: 'Audit Log' })).toBeNull();
  });

  it("announces 'Refreshed' after Refresh All", async () => {
    const fetch = server();
    const { user } = renderOverview();
    await screen.findByText('2 h 5 min');
    const calls = fetch.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh All' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Refreshed'));
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
  });

  it("opens the shortcuts with '?' and goes to a section with g then u", async () => {
    server();
    const { user } = renderOverview();
    await screen.findByText('Maria Ortiz');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search users, incidents and applications' }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('gu');
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('speaks Spanish once Español is chosen in the header, and remembers the choice, on the staff member\'s own record too', async () => {
    const keptLocales: unknown[] = [];
    server({ keptLocales });
    const { user } = renderInApp(
      <I18nProvider i18n={i18n}>
        <Routes>
          <Route path="/admin" element={<StaffLayout />}>
            <Route index element={<OverviewPage />} />
          </Route>
        </Routes>
      </I18nProvider>,
      { at: '/admin' },
    );
    await screen.findByText('Maria Ortiz');
    expect(screen.getByRole('button', { name: 'Refresh All' })).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);
    try {
      await user.selectOptions(picker, 'es');
      expect(await screen.findByRole('button', { name: 'Actualizar todo' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveProperty('value', 'es');
      expect(localStorage.getItem('haven:locale')).toBe('es');
      // Kept on their own record, so their next e-mail is in Spanish too.
      await waitFor(() => expect(keptLocales).toEqual([{ locale: 'es' }]));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      await act(() => activateLocale('en'));
      localStorage.removeItem('haven:locale');
      document.cookie = 'haven_locale=; path=/; max-age=0';
    }
    expect(await screen.findByRole('button', { name: 'Refresh All' })).toBeTruthy();
  });

  it('moves focus to the new section when the link that opened it went away with the old page', async () => {
    server();
    const { user } = renderInApp(
      <Routes>
        <Route path="/admin" element={<StaffLayout />}>
          <Route index element={<Link to="/admin/cases/1">Open case</Link>} />
          <Route path="cases/1" element={<h1>The case</h1>} />
        </Route>
      </Routes>,
      { at: '/admin' },
    );
    await user.click(await screen.findByRole('link', { name: 'Open case' }));
    expect(await screen.findByRole('heading', { name: 'The case' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('has no axe violations', async () => {
    server();
    renderOverview();
    await screen.findByText('2 h 5 min');
    await screen.findByRole('link', { name: 'FR-000042' });
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    const violations = (await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
  });

  it("says calmly that a section did not load (its file missing after a redeploy), with Reload and a Quick exit, and keeps the staff side's frame", async () => {
    server();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/payouts-page-1a2b.js')));
    renderInApp(
      <Routes>
        <Route path="/admin" element={<StaffLayout />}>
          <Route path="payouts" element={<Broken />} />
        </Route>
      </Routes>,
      { at: '/admin/payouts' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quick exit' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Staff sections' })).toBeTruthy();
  });
});

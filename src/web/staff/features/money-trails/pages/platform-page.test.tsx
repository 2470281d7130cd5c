import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PlatformOverview } from '@shared/money-trails/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import PlatformPage from './platform-page';

const incident = (id: number, lossAmount: string, currency: string): PlatformOverview['incidents'][number] => ({
  id,
  reference: `FR-${String(id).padStart(6, '0')}`,
  status: 'open',
  lossAmount,
  currency,
  victimEmail: `victim${id}@example.com`,
  createdAt: '2026-03-01T10:00:00.000Z',
});

const overview: PlatformOverview = {
  id: 7,
  name: 'Lunawave',
  totalIncidents: 2,
  incidents: [incident(21, '7750.00', 'EUR'), incident(22, '120.00', 'USD')],
  sharedAccounts: [],
  peopleWaiting: 0,
};

describe('a platform’s page for staff', () => {
  it('shows each incident’s loss in its own currency: €7,750.00, not $7,750.00 (issue 28)', async () => {
    fakeApi({ 'GET /api/admin/platforms/7': { status: 200, body: overview } });
    renderInApp(
      <Routes>
        <Route path="/admin/platforms/:id" element={<PlatformPage />} />
      </Routes>,
      { at: '/admin/platforms/7' },
    );
    const euros = (await screen.findByRole('link', { name: 'FR-000021' })).closest('tr')!;
    expect(within(euros).getByText('€7,750.00')).toBeTruthy();
    expect(euros.textContent).not.toContain('$7,750.00');
    const dollars = screen.getByRole('link', { name: 'FR-000022' }).closest('tr')!;
    expect(within(dollars).getByText('$120.00')).toBeTruthy();
  });
});

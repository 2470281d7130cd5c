import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DashboardIncident } from '@shared/dashboard/schema';
import LoginPage from '@/features/auth/pages/login-page';
import { fakeApi } from '@/test/fake-api';
import { renderInApp, renderAt } from '@/test/render';
import DashboardPage from './dashboard-page';
import { FraudReportsCard } from './fraud-reports-card';

const victim = { email: 'sam@example.com', fullName: 'Sam Victim' };

function report(id: number): DashboardIncident {
  return {
    incident: { id, caseReference: `FR-${String(id).padStart(6, '0')}`, incidentDate: '2026-01-10', status: 'open', fraudType: null, lossAmount: '100.00', currency: 'USD', description: null },
    platform: { id, name: `Platform ${id}`, type: null, category: null, website: null, description: null, recoveryAvailable: false },
    settlement: { currency: 'USD', feePercent: 15, totalLoss: '100.00', recovered: '0.00', fee: '0.00', paidOrApproved: '0.00', availableForPayout: '0.00', outstanding: '100.00' },
    canRequestPayout: false,
    canApply: false,
    hasApplied: false,
  };
}

describe('focus after actions on the dashboard', () => {
  it('starts at the dashboard heading after signing in, not at the top of the page', async () => {
    fakeApi({ 'POST /api/auth/login': { status: 200, body: { user: victim } } });
    const { user } = renderInApp(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>,
      { at: '/login' },
    );
    await user.type(screen.getByLabelText(/^E-mail address/), victim.email);
    await user.type(screen.getByLabelText(/^Password/), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'My Dashboard' }, { timeout: 3000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus alone when the dashboard is opened directly', async () => {
    fakeApi({});
    renderAt('/dashboard', <DashboardPage />);
    await screen.findByRole('heading', { level: 1, name: 'My Dashboard' });
    expect(document.activeElement).toBe(document.body);
  });

  it('"Show all" moves focus to the first report it revealed; "Show fewer" keeps it on the button', async () => {
    const reports = [1, 2, 3, 4, 5, 6, 7].map(report);
    const { user } = renderInApp(<FraudReportsCard incidents={reports} email={victim.email} onOpen={() => undefined} payoutOptions={{ methods: ['bank_transfer'], processingTime: null }} />);

    await user.click(screen.getByRole('button', { name: 'Show all 7 reports' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Platform 4' })));

    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Show all 7 reports/ }));
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardIncident } from '@shared/dashboard/schema';
import { caseRules } from '@shared/incidents/case-rules';
import { incidentStatuses, type IncidentStatus } from '@shared/incidents/status';
import { ResultCard } from '@/features/search/components/result-card';
import { renderInApp } from '@/test/render';
import { FraudReportsCard } from './fraud-reports-card';

const platform = {
  id: 7,
  name: 'Summit Yield Partners',
  type: 'Investment',
  category: null,
  website: 'summit-yield-partners.example',
  description: null,
  // The platform-wide flag says yes: the case's own status must still decide.
  recoveryAvailable: true,
};

function caseWith(status: IncidentStatus) {
  return { id: 42, caseReference: 'FR-000042', incidentDate: '2026-01-10', status, fraudType: null, lossAmount: '8500.00', currency: 'USD', description: null };
}

/** The dashboard item as the server builds it: `canApply` from the shared rule. */
function dashboardItem(status: IncidentStatus): DashboardIncident {
  const settlement = { currency: 'USD', feePercent: 15, totalLoss: '8500.00', recovered: '0.00', fee: '0.00', paidOrApproved: '0.00', availableForPayout: '0.00', outstanding: '8500.00' };
  return {
    incident: caseWith(status),
    platform,
    settlement,
    canRequestPayout: false,
    canApply: caseRules({ status, recovered: settlement.recovered, hasApplied: false }).canApply,
    hasApplied: false,
  };
}

const allMethods = { methods: ['bank_transfer', 'paypal', 'check'], processingTime: null };

describe('the search card and the dashboard agree on the same case', () => {
  it.each(incidentStatuses)('status %s', (status) => {
    const search = renderInApp(
      <ResultCard result={{ incident: caseWith(status), platform }} email={null} renderApplyByEmail={() => null} />,
    );
    const searchOffers = within(search.container).queryByRole('link', { name: 'Apply for Recovery' }) !== null;
    const searchRefuses = within(search.container).queryByRole('button', { name: 'Recovery Not Available' }) !== null;
    search.unmount();

    renderInApp(<FraudReportsCard incidents={[dashboardItem(status)]} email="victim@example.com" onOpen={() => {}} payoutOptions={allMethods} />);
    const dashboardOffers = screen.queryByRole('link', { name: 'Apply for Recovery' }) !== null;

    expect(dashboardOffers).toBe(searchOffers);
    expect(searchOffers).toBe(status === 'recovery_available');
    if (searchRefuses) expect(dashboardOffers).toBe(false);
  });
});

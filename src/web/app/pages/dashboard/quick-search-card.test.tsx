import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { QuickSearchCard } from './quick-search-card';

const platform = { id: 7, name: 'Summit Yield Partners', type: null, category: null, website: null, description: null, recoveryAvailable: false };

describe('Quick Search on the dashboard', () => {
  it('shows the owner’s loss in its own currency: €7,750.00, not $7,750.00 (issue 28)', async () => {
    fakeApi({
      'GET /api/search': {
        status: 200,
        body: [
          {
            incident: { id: 42, caseReference: 'FR-000042', incidentDate: '2026-01-10', status: 'open', fraudType: null, lossAmount: '7750.00', currency: 'EUR', description: null },
            platform,
          },
        ],
      },
    });
    const { user } = renderInApp(<QuickSearchCard email="anna@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const line = (await screen.findByText('Summit Yield Partners')).closest('li');
    expect(line?.textContent).toContain('FR-000042 · Jan 10, 2026 · €7,750.00');
    expect(line?.textContent).not.toContain('$');
  });
});

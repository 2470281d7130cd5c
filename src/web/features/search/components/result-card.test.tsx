import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/search/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ResultCard } from './result-card';

const platform = { id: 7, name: 'Summit Yield Partners', type: null, category: null, website: null, description: null, recoveryAvailable: false };
const publicView = { id: 42, caseReference: 'FR-000042', incidentDate: '2026-01-10', status: 'open' as const, fraudType: null };

function card(incident: SearchResult['incident']) {
  // The platform's own page is looked up; none is published here.
  fakeApi({});
  return renderInApp(<ResultCard result={{ incident, platform }} email={null} renderApplyByEmail={() => null} />);
}

describe('a search result’s loss (issue 28)', () => {
  it('shows the owner a loss in euros as €7,750.00, not $7,750.00', () => {
    card({ ...publicView, lossAmount: '7750.00', currency: 'EUR', description: 'Paid a fake broker' });
    expect(screen.getByText('Amount lost').closest('div')?.textContent).toContain('€7,750.00');
    expect(screen.queryByText('$7,750.00')).toBeNull();
    expect(screen.getByText('Paid a fake broker')).toBeTruthy();
  });

  it('shows anyone else no loss and no words of the report (D2)', () => {
    card(publicView);
    expect(screen.queryByText('Amount lost')).toBeNull();
    expect(screen.queryByText('Details of the report')).toBeNull();
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { searchIncidentSchema, type SearchResult } from './schema';

const publicView = { id: 42, caseReference: 'FR-000042', incidentDate: '2026-01-10', status: 'open' as const, fraudType: null };

describe('a search result’s loss (issue 28)', () => {
  it('comes with its currency whenever it comes: no screen has a currency to guess', () => {
    type WithLoss = Extract<SearchResult['incident'], { lossAmount: string }>;
    expectTypeOf<WithLoss['currency']>().toEqualTypeOf<string>();
    const ownerView = { ...publicView, lossAmount: '7750.00', currency: 'EUR', description: null };
    expect(searchIncidentSchema.parse(ownerView)).toEqual(ownerView);
    // A loss without its currency is not the owner's shape; read as the public one, it carries no loss.
    expect(searchIncidentSchema.parse({ ...publicView, lossAmount: '7750.00', description: null })).toEqual(publicView);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnownScam } from '@shared/site-safety/schema';
import { renderInApp } from '@/test/render';
import { KnownScamList } from './known-scam-list';

const reported: KnownScam = {
  url: 'golden-yield-crypto.com', reportedDate: '2025-05-20', scamType: 'cryptocurrency_fraud', trustScore: 20, reports: 3,
  basis: 'reports', reason: null, reporters: 2, checkedDate: '2025-06-02',
};
const staff: KnownScam = {
  url: 'staff-pick.example', reportedDate: '2025-06-01', scamType: 'investment_scam', trustScore: null, reports: 0,
  basis: 'staff', reason: 'Fake investment platform that never pays out', reporters: 0, checkedDate: null,
};

function serverListing(list: KnownScam[]) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } })));
}
afterEach(() => vi.unstubAllGlobals());

/** The entry's lines as a reader meets them: its sentence, then each label with its value. */
async function entry(url: string) {
  const item = (await screen.findByText(url, { exact: true })).closest('li') as HTMLElement;
  const rows = Object.fromEntries(
    within(item).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
  return { why: item.querySelectorAll('p')[1]?.textContent, rows };
}

describe('the known-scam list', () => {
  it('says what put each site there: reports by N people, or a staff decision with its reason', async () => {
    serverListing([staff, reported, { ...staff, url: 'one-report.example', reports: 1, reporters: 1 }]);
    renderInApp(<KnownScamList />);

    expect(await entry('golden-yield-crypto.com')).toEqual({
      why: 'Reported to us by 2 different people.',
      rows: {
        'Last reported': 'May 20, 2025',
        'Scam type': 'Cryptocurrency fraud',
        'Trust score': '20 / 100, dangerous checked Jun 2, 2025',
        'Reports to us': '3 confirmed reports',
      },
    });
    expect(await entry('staff-pick.example')).toEqual({
      why: 'Listed by our staff.',
      rows: { Listed: 'Jun 1, 2025', Why: 'Fake investment platform that never pays out', 'Scam type': 'Investment scam', 'Trust score': 'not checked yet' },
    });
    expect(await entry('one-report.example')).toMatchObject({
      why: 'Listed by our staff.',
      rows: { 'Reports to us': '1 confirmed report, from 1 person' },
    });
    expect(screen.getByRole('list', { name: 'Reported and listed sites' })).toBeTruthy();
  });
});

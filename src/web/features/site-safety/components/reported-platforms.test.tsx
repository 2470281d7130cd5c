import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlatformIndexEntry } from '@shared/site-safety/platform-page';
import type { KnownScam } from '@shared/site-safety/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { KnownScamList } from './known-scam-list';
import { ReportedPlatforms } from './reported-platforms';

const coinHarbor: PlatformIndexEntry = {
  slug: 'coinharbor-exchange', name: 'CoinHarbor Exchange', type: 'Cryptocurrency Exchange', domain: 'coinharbor-exchange.example',
  confirmedReports: 4, lastReported: '2026-10',
};
const listed: KnownScam = {
  url: 'coinharbor-exchange.example', reportedDate: '2026-10-02', scamType: 'cryptocurrency_fraud', trustScore: null, reports: 4,
  basis: 'reports', reason: null, reporters: 3, checkedDate: null,
};

describe('the platforms with a page (D28), on the resources page', () => {
  it('lists each as a link to its page, with its count and latest month', async () => {
    const fetch = fakeApi({
      'GET /api/platforms': {
        status: 200,
        body: { total: 31, platforms: [coinHarbor, { ...coinHarbor, slug: 'quiet-shop', name: 'Quiet Shop', type: null, domain: null, confirmedReports: 2, lastReported: '2026-03' }] },
      },
    });
    renderInApp(<ReportedPlatforms />);
    const list = await screen.findByRole('list', { name: 'Platforms with a page' });
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'CoinHarbor ExchangeCryptocurrency Exchange4 confirmed reports, the latest in October 2026',
      'Quiet Shop2 confirmed reports, the latest in March 2026',
    ]);
    expect(within(list).getByRole('link', { name: 'CoinHarbor Exchange' }).getAttribute('href')).toBe('/platforms/coinharbor-exchange');
    // The most recent few, and how many there are: the index can hold thousands.
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/platforms?limit=24');
    expect(screen.getByText(/The 2 most recently reported of 31 platforms with a page/)).toBeTruthy();
  });

  it('says so when no platform has a page, without examples', async () => {
    fakeApi({ 'GET /api/platforms': { status: 200, body: { total: 0, platforms: [] } } });
    renderInApp(<ReportedPlatforms />);
    expect(await screen.findByText('No platform has a page yet')).toBeTruthy();
  });

  it('leads from a listed site to the page of the platform the reports name there', async () => {
    const fetch = fakeApi({
      'GET /api/known-scams': { status: 200, body: [listed, { ...listed, url: 'other-site.example' }] },
      'GET /api/platforms': { status: 200, body: { total: 1, platforms: [coinHarbor] } },
    });
    renderInApp(<KnownScamList />);
    const entry = (await screen.findByText('coinharbor-exchange.example', { exact: true })).closest('li') as HTMLElement;
    expect(await within(entry).findByRole('link', { name: 'CoinHarbor Exchange' })).toBeTruthy();
    expect(within(entry).getByRole('link', { name: 'CoinHarbor Exchange' }).getAttribute('href')).toBe('/platforms/coinharbor-exchange');
    // The site itself is still never a link, and a site with no platform page has no such line.
    expect(within(entry).queryByRole('link', { name: /coinharbor-exchange\.example/ })).toBeNull();
    const other = screen.getByText('other-site.example', { exact: true }).closest('li') as HTMLElement;
    expect(within(other).queryByRole('link')).toBeNull();
    // Asked about the listed sites only.
    const asked = fetch.mock.calls.map((call) => String(call[0])).find((url) => url.startsWith('/api/platforms'));
    expect(asked).toBe('/api/platforms?limit=200&domains=coinharbor-exchange.example%2Cother-site.example');
  });
});

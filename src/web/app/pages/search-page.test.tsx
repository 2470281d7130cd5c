import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSettingsForTests } from '@/lib/branding/get-settings';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import SearchPage from './search-page';

const result = {
  incident: { id: 7, caseReference: 'FR-000007', incidentDate: '2026-10-01', status: 'recovery_available', fraudType: 'Investment' },
  platform: {
    id: 3,
    name: 'CoinHarbor',
    type: 'crypto',
    category: null,
    website: 'https://coinharbor.example',
    description: null,
    recoveryAvailable: true,
  },
};

// The results, the private-mode notice and the apply button load beside the first screen, not in
// it (issue 11, a lighter first load); what the visitor meets after a search stays the same.
describe('the search page', () => {
  beforeEach(() => resetSettingsForTests());

  it('shows the results with their apply button, and moves focus to the results heading', async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/search': { status: 200, body: [result] },
    });
    const { user } = renderInApp(<SearchPage />);
    await user.type(await screen.findByLabelText('Your e-mail address'), 'victim@example.com');
    await user.click(screen.getByRole('button', { name: 'Search Directory' }));

    // The results' code loads on the first search (a lazy chunk, its texts compiled on the way in a
    // test): as long as the page itself waits for it (RESULTS_WAIT_MS), not Testing Library's 1 s.
    const heading = await screen.findByRole('heading', { name: 'Search Results' }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('CoinHarbor')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Apply for Recovery/ })).toBeTruthy();
    expect(await screen.findByText('Found 1 platform(s) associated with your email')).toBeTruthy();
  });

  it('titles the tab with the spec’s recovery-opportunities suffix, and the social titles read the same', async () => {
    fakeApi({ 'GET /api/settings': { status: 200, body: [{ key: 'platform_name', value: 'Haven' }] } });
    renderInApp(<SearchPage />);
    const expected = 'Search Fraud Directory | Haven - Find Recovery Opportunities';
    await waitFor(() => expect(document.title).toBe(expected));
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    await waitFor(() => expect(meta('meta[property="og:title"]')).toBe(expected));
    expect(meta('meta[name="twitter:title"]')).toBe(expected);
    expect(meta('meta[name="description"]')).toBe(meta('meta[property="og:description"]'));
  });

  it('in private mode, says a link was sent and shows no results', async () => {
    fakeApi({
      'GET /api/settings': { status: 200, body: [{ key: 'search_disclosure', value: 'private' }] },
      'POST /api/search/email-link': { status: 200, body: { ok: true, message: 'Sent' } },
    });
    const { user } = renderInApp(<SearchPage />);
    await screen.findByText(/Any results are sent to that address/);
    await user.type(screen.getByLabelText('Your e-mail address'), 'victim@example.com');
    await user.click(screen.getByRole('button', { name: 'Search Directory' }));

    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();
  });

  // The first screen renders without TanStack Query (issue 11): no query client above the page, as
  // in the app, and the parts that use one (the apply button, the e-mailed results) bring it along.
  it('works with no query client above it: searching, applying, and a results link', async () => {
    const fetch = fakeApi({
      'GET /api/settings': { status: 200, body: [] },
      'GET /api/search': { status: 200, body: [result] },
      'POST /api/send-verification': { status: 200, body: { ok: true } },
      'GET /api/search/results': { status: 200, body: [result] },
    });
    const user = userEvent.setup();
    const view = render(
      <MemoryRouter>
        <SearchPage />
      </MemoryRouter>,
    );
    await user.type(await screen.findByLabelText('Your e-mail address'), 'victim@example.com');
    await user.click(screen.getByRole('button', { name: 'Search Directory' }));
    await user.click(await screen.findByRole('button', { name: /Apply for Recovery/ }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/send-verification') && init?.method === 'POST')).toBe(true),
    );
    view.unmount();

    render(
      <MemoryRouter initialEntries={['/?results=link-token']}>
        <SearchPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('CoinHarbor')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/search/results?token=link-token'))).toBe(true);
  });
});

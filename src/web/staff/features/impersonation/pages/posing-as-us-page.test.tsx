import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ImpersonationContactPage, ImpersonationSummary } from '@shared/impersonation/schema';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import PosingAsUsPage from './posing-as-us-page';

const summary: ImpersonationSummary = { days: 30, checks: 12, ours: 4, notOurs: 8, reported: 3, byDay: [{ day: '2026-11-27', checks: 12, notOurs: 8 }] };
const page: ImpersonationContactPage = {
  items: [{ kind: 'email', value: 'refunds@haven-help.net', checks: 5, reports: 2, firstSeen: '2026-11-20T09:00:00.000Z', lastSeen: '2026-11-27T09:00:00.000Z' }],
  total: 1,
};

describe('Posing as Us', () => {
  it('shows the figures and the contacts that are not ours, filtered and sorted on the server, without links to them', async () => {
    const fetch = fakeApi({
      'GET /api/admin/impersonation/summary': { status: 200, body: summary },
      'GET /api/admin/impersonation/contacts': { status: 200, body: page },
    });
    const { user, container } = renderAt('/admin/posing-as-us', <PosingAsUsPage />);
    const table = await screen.findByRole('table', { name: 'Contacts posing as us, page 1 of 1' });
    expect(await within(table).findByText('refunds@haven-help.net')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.getByText('Not ours').nextElementSibling?.textContent).toBe('8');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Phone');
    await user.selectOptions(screen.getByLabelText('Sort'), 'Most reported first');
    const calls = () => fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname.endsWith('/contacts'));
    await waitFor(() => expect(calls().at(-1)!.searchParams.get('sort')).toBe('most_reported'));
    expect(calls().at(-1)!.searchParams.get('status')).toBe('phone');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

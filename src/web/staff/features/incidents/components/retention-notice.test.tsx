import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { RetentionNotice } from './retention-notice';

const waiting = { incidentId: 42, confirmed: false, retentionDays: 30, keptAt: null, removalDue: '2026-12-26T10:00:00.000Z' };

describe('the retention notice on an unconfirmed report', () => {
  it('says when the report will be removed, and Keep report keeps it', async () => {
    let kept = false;
    const fetch = fakeApi({
      'GET /api/admin/incidents/42/retention': () => ({ status: 200, body: kept ? { ...waiting, keptAt: '2026-11-26T10:00:00.000Z', removalDue: null } : waiting }),
      'POST /api/admin/incidents/42/keep': () => {
        kept = true;
        return { status: 200, body: { ...waiting, keptAt: '2026-11-26T10:00:00.000Z', removalDue: null } };
      },
    });
    const { user, container } = renderInApp(<RetentionNotice incidentId={42} reference="FR-000042" />);
    expect(await screen.findByText(/will be removed on .*\(30 days after it was made\)/)).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);

    screen.getByRole('button', { name: 'Keep report' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Kept by staff since/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep report' })).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/incidents/42/keep') && init?.method === 'POST')).toBe(true);
  });

  it('says a report staff have worked on will not be removed, and offers no Keep button', async () => {
    fakeApi({ 'GET /api/admin/incidents/42/retention': { status: 200, body: { ...waiting, removalDue: null } } });
    renderInApp(<RetentionNotice incidentId={42} reference="FR-000042" />);
    expect(await screen.findByText(/Staff have worked on this report, so it will not be removed/)).toBeTruthy();
    expect(screen.queryByText(/will be removed on/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep report' })).toBeNull();
  });

  it('shows nothing for a confirmed report', async () => {
    const fetch = fakeApi({ 'GET /api/admin/incidents/42/retention': { status: 200, body: { ...waiting, confirmed: true, removalDue: null } } });
    renderInApp(<RetentionNotice incidentId={42} reference="FR-000042" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/will be removed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep report' })).toBeNull();
  });
});

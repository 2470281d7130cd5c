import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffIncident, StaffIncidentListRow, IncidentSummary } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import IncidentsPage from './incidents-page';

function row(id: number, changes: Partial<StaffIncident> = {}, owner: StaffIncidentListRow['owner'] = null): StaffIncidentListRow {
  return {
    incident: {
      id,
      reference: `FR-${String(id).padStart(6, '0')}`,
      email: `victim${id}@example.com`,
      lossAmount: '1234.50',
      currency: 'USD',
      incidentDate: '2026-03-01',
      status: 'open',
      fraudType: null,
      description: null,
      websiteUrl: null,
      createdAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      updatedAt: '2026-03-02T10:00:00.000Z',
      timelineEvents: [],
      financialData: null,
      outsideContacts: [],
      requiredDocuments: [],
      confirmedAt: '2026-03-02T10:00:00.000Z',
      confirmedVia: 'staff',
      version: 4,
      mergedIntoId: null,
      ...changes,
    },
    platform: { id: 1, name: `Platform ${id}` },
    owner,
    tags: [],
    clock: null,
  };
}

const summary: IncidentSummary = { open: 12, investigating: 3, resolved: 7, totalLoss: [{ currency: 'USD', amount: '98765.43' }], unconfirmed: 2 };

function serverWith(rows: StaffIncidentListRow[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/incidents': ({ url }) => ({
      status: 200,
      body: url.searchParams.get('status') === 'unconfirmed' ? { items: rows.filter((r) => r.incident.confirmedAt === null), total: 1 } : { items: rows, total: 60 },
    }),
    'GET /api/admin/incidents/summary': { status: 200, body: summary },
    'GET /api/admin/staff/directory': { status: 200, body: { items: [{ id: 7, username: 'robin', displayName: 'Robin Reyes', role: 'caseworker', email: null }] } },
    'GET /api/admin/tags': { status: 200, body: { items: [{ id: 3, name: 'Elderly victim', colour: 'blue' }] } },
    'GET /api/admin/session': { status: 200, body: { id: 1, username: 'maria', displayName: 'Maria Ortiz', role: 'admin' } },
    ...extra,
  });
}

function renderPage(at = '/admin/incidents') {
  return renderInApp(
    <Routes>
      <Route path="/admin/incidents" element={<IncidentsPage />} />
      <Route path="/admin/incidents/:id" element={<h1>Case page</h1>} />
    </Routes>,
    { at },
  );
}

const listCalls = (fetch: ReturnType<typeof fakeApi>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/admin/incidents');

describe('the incidents section', () => {
  it('shows the tiles over all incidents and one page of rows with the spec columns, newest first', async () => {
    const fetch = serverWith([row(42), row(43, {}, { id: 7, displayName: 'Robin Reyes' })]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      '',
      'Platform 42FR-000042victim42@example.com',
      '$1,234.50',
      'Open',
      expect.stringMatching(/1 day ago$/),
      expect.stringContaining('Mar 2, 2026'),
      'Nobody yet',
    ]);
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Robin Reyes');
    await waitFor(() => expect(screen.getByText(/^USD\s98,765\.43$/)).toBeTruthy());
    expect(screen.getByText('Investigating').nextSibling?.textContent).toBe('3');
    expect(listCalls(fetch)[0]!.searchParams.get('sort')).toBe('newest');
  });

  it('searches and filters on the server, with unconfirmed reports a filter of their own', async () => {
    const fetch = serverWith([row(42), row(43, { confirmedAt: null, confirmedVia: null })]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    expect((screen.getByLabelText('Status') as HTMLSelectElement).options[0]!.textContent).toBe('All statuses');

    await user.click(screen.getByRole('button', { name: 'Review unconfirmed reports' }));
    await screen.findByRole('table', { name: 'Unconfirmed reports, page 1 of 1' });
    expect(listCalls(fetch).at(-1)!.searchParams.get('status')).toBe('unconfirmed');

    await user.selectOptions(screen.getByLabelText('Status'), 'Under Investigation');
    await user.type(screen.getByLabelText('Search incidents'), 'FR-000042{Enter}');
    await waitFor(() => {
      const last = listCalls(fetch).at(-1)!.searchParams;
      expect([last.get('status'), last.get('q')]).toEqual(['under_investigation', 'FR-000042']);
    });
  });

  it('filters by owner, fraud type, reported dates and amount lost on the server, and clears them', async () => {
    const fetch = serverWith([row(42)]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    await user.selectOptions(screen.getByLabelText('Owner'), 'Robin Reyes');
    await user.selectOptions(screen.getByLabelText('Fraud type'), 'Romance scam');
    await user.type(screen.getByLabelText('Reported from'), '2026-10-01');
    // Not an amount: said beside the field, and not sent.
    await user.type(screen.getByLabelText('Lost at least'), '12,5{Enter}');
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy();
    await user.clear(screen.getByLabelText('Lost at least'));
    await user.type(screen.getByLabelText('Lost at least'), '500{Enter}');
    await waitFor(() => {
      const last = listCalls(fetch).at(-1)!.searchParams;
      expect(Object.fromEntries(['owner', 'fraudType', 'reportedFrom', 'minLoss'].map((name) => [name, last.get(name)]))).toEqual({
        owner: '7',
        fraudType: 'romance_scam',
        reportedFrom: '2026-10-01',
        minLoss: '500',
      });
    });
    expect(listCalls(fetch).some((url) => url.searchParams.get('minLoss') === '12,5')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the list as it first was (served from the cache, so no new call is needed).
    await waitFor(() => expect((screen.getByLabelText('Owner') as HTMLSelectElement).value).toBe(''));
    expect([(screen.getByLabelText('Fraud type') as HTMLSelectElement).value, (screen.getByLabelText('Lost at least') as HTMLInputElement).value]).toEqual(['', '']);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('changes a status from the row menu on the version shown, and says so', async () => {
    const fetch = serverWith([row(42)], { 'PUT /api/admin/incidents/42': { status: 200, body: row(42, { status: 'closed', version: 5 }) } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for FR-000042' }));
    await user.click(screen.getByRole('menuitem', { name: 'Close Case' }));

    expect(await screen.findByText('FR-000042 is now Closed.')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([, request]) => request?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'closed' });
    expect((init?.headers as Record<string, string>)['if-match']).toBe('"4"');
  });

  it("shows 'Failed to update incident status' when the change is refused", async () => {
    serverWith([row(42)], { 'PUT /api/admin/incidents/42': { status: 412, body: { code: 'STALE_VERSION', message: 'Changed' } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for FR-000042' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark Resolved' }));
    expect(await screen.findByText(/^Failed to update incident status\. Someone else changed this case/)).toBeTruthy();
  });

  it('asks before discarding an unconfirmed report, saying the report and its files are removed', async () => {
    const fetch = serverWith([row(43, { confirmedAt: null, confirmedVia: null })], {
      'POST /api/admin/incidents/43/discard': { status: 200, body: { discarded: true, id: 43 } },
    });
    const { user } = renderPage('/admin/incidents?status=unconfirmed');
    await user.click(await screen.findByRole('button', { name: 'Actions for FR-000043' }));
    await user.click(screen.getByRole('menuitem', { name: 'Discard report…' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard report FR-000043?' });
    expect(dialog.textContent).toContain('removes the report and its files');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Discard report' }));
    expect(await screen.findByText('FR-000043 and its files were removed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the case page from View Details', async () => {
    serverWith([row(42)]);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Actions for FR-000042' }));
    await user.click(screen.getByRole('menuitem', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { name: 'Case page' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    serverWith([row(42), row(43, { confirmedAt: null, confirmedVia: null, status: 'resolved' })]);
    renderPage();
    await screen.findByText('FR-000043');
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    const violations = (await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
  });

  it('shows tags on rows and filters by one (issue 26)', async () => {
    const fetch = serverWith([{ ...row(42), tags: [{ id: 3, name: 'Elderly victim', colour: 'blue' }] }]);
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    expect(within(table).getByText('Elderly victim')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tag'), await screen.findByRole('option', { name: 'Elderly victim' }));
    await waitFor(() => expect(listCalls(fetch).at(-1)!.searchParams.get('tag')).toBe('3'));
  });

  it('acts on chosen rows at once: asks once, then says what was done and what was refused, with why (issue 26)', async () => {
    const sent: unknown[] = [];
    serverWith([row(42), row(43), row(44)], {
      'POST /api/admin/incidents/bulk': ({ body }) => {
        sent.push(body);
        return {
          status: 200,
          body: {
            done: [{ id: 42, reference: 'FR-000042' }],
            unchanged: [],
            refused: [{ id: 43, reference: 'FR-000043', code: 'STALE_VERSION', reason: 'Someone else changed this case while you were editing.' }],
          },
        };
      },
    });
    const { user, container } = renderPage();
    await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    expect(screen.queryByRole('heading', { name: /chosen/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Choose FR-000042 (Platform 42)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose FR-000043 (Platform 43)' }));
    expect(screen.getByRole('heading', { name: '2 cases chosen' })).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Action'), 'Change status to');
    await user.selectOptions(within(screen.getByRole('region', { name: '2 cases chosen' })).getByLabelText('Status'), 'Closed');
    await user.click(screen.getByRole('button', { name: 'Apply to 2 cases' }));
    const ask = await screen.findByRole('dialog', { name: 'Change status to Closed?' });
    expect(sent).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));
    const done = await screen.findByRole('dialog', { name: 'Done on 1 case' });
    expect(within(done).getByText(/FR-000043/).closest('li')!.textContent).toContain('Someone else changed this case');
    expect(sent).toEqual([{ items: [{ id: 42, version: 4 }, { id: 43, version: 4 }], action: { kind: 'status', status: 'closed', tellVictim: true } }]);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /chosen/ })).toBeNull());
  });

  it('says a case’s response clock in words when due soon or overdue, and filters by it (issue 26)', async () => {
    const dueAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const fetch = serverWith([{ ...row(42), clock: { kind: 'first_reply', since: '2026-03-01T00:00:00.000Z', dueAt, state: 'overdue' } }, row(43)]);
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    expect(within(table).getByText('First reply overdue by 2 days')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Response target'), 'Overdue');
    await waitFor(() => expect(listCalls(fetch).at(-1)!.searchParams.get('due')).toBe('overdue'));
  });

  it('sorts on the server, due first among the orders, and says the order in the heading (issue 26)', async () => {
    const fetch = serverWith([row(42)]);
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Incidents, page 1 of 3' });
    expect(screen.getByText(/Every case, newest first\./)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Sort'), 'Due first');
    await waitFor(() => expect(listCalls(fetch).at(-1)!.searchParams.get('sort')).toBe('due'));
    expect(screen.getByText(/Every case, due first\./)).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StaffIncident, IncidentDetail } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import IncidentPage from './incident-page';

const incidentAt = (changes: Partial<StaffIncident> = {}): IncidentDetail => ({
  incident: {
    id: 5,
    reference: 'FR-000005',
    email: 'sam@example.com',
    lossAmount: '2500.00',
    currency: 'USD',
    incidentDate: '2026-03-01',
    status: 'open',
    fraudType: 'investment_scam',
    description: 'Paid into a fake trading site',
    websiteUrl: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    timelineEvents: [],
    financialData: null,
    outsideContacts: [],
    requiredDocuments: [],
    confirmedAt: '2026-03-02T10:05:00.000Z',
    confirmedVia: 'email_link',
    version: 1,
    mergedIntoId: null,
    ...changes,
  },
  platform: { id: 9, name: 'CoinVault Pro' },
  moneyTrails: [],
  tags: [],
  clock: null,
});

function renderPage() {
  return renderInApp(
    <Routes>
      <Route path="/admin/incidents/:id" element={<IncidentPage />} />
    </Routes>,
    { at: '/admin/incidents/5' },
  );
}

type Sent = { method: string; ifMatch: string | undefined; body: unknown };
const puts = (fetch: ReturnType<typeof fakeApi>): Sent[] =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => ({
      method: 'PUT',
      ifMatch: (init?.headers as Record<string, string>)['if-match'],
      body: JSON.parse(String(init?.body)),
    }));

const section = (name: string) => screen.getByRole('region', { name });

describe('the incident page when someone else saved first', () => {
  it('says nothing was saved, shows the latest version, keeps what was typed and sends it again on the new version', async () => {
    // The colleague's change lands while this person is typing: the server is already at version 2.
    let current = incidentAt();
    const colleaguesEvent = { title: 'Police report filed', date: '2026-03-03T09:00:00.000Z', description: 'By Alex' };
    const fetch = fakeApi({
      'GET /api/admin/incidents/5': () => ({ status: 200, body: current }),
      'PUT /api/admin/incidents/5': ({ body }) => {
        const sent = puts(fetch).at(-1);
        if (sent?.ifMatch !== `"${current.incident.version}"`) {
          return { status: 412, body: { code: 'STALE_VERSION', message: 'This incident was changed by someone else' } };
        }
        current = incidentAt({ ...(body as object), version: current.incident.version + 1 });
        return { status: 200, body: current };
      },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });

    await user.click(within(section('Timeline events')).getByRole('button', { name: 'Edit timeline events' }));
    await user.click(within(section('Timeline events')).getByRole('button', { name: 'Add event' }));
    await user.type(screen.getByLabelText(/^Title/), 'Called the bank');
    await user.type(screen.getByLabelText(/^Description/), 'Chargeback requested');
    current = incidentAt({ timelineEvents: [colleaguesEvent], version: 2 });
    await user.click(within(section('Timeline events')).getByRole('button', { name: 'Save' }));

    const alert = await within(section('Timeline events')).findByRole('alert');
    expect(alert.textContent).toContain('Someone else changed this case while you were editing. Nothing was saved; the latest version is shown below.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The fresh state is on screen, and what was typed is beside it, not lost.
    await waitFor(() => expect(within(section('Timeline events')).getAllByText('Police report filed').length).toBeGreaterThan(0));
    expect(within(alert).getByText('Called the bank')).toBeTruthy();
    expect(within(alert).getByText('Chargeback requested')).toBeTruthy();
    expect(puts(fetch)).toHaveLength(1);
    expect(puts(fetch)[0]!.ifMatch).toBe('"1"');

    const apply = within(alert).getByRole('button', { name: 'Apply my changes again' }) as HTMLButtonElement;
    await waitFor(() => expect(apply.disabled).toBe(false));
    await user.click(apply);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Called the bank');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Title/)));
    await user.click(within(section('Timeline events')).getByRole('button', { name: 'Save' }));

    await screen.findByText('Timeline updated');
    const retry = puts(fetch)[1]!;
    expect(retry.ifMatch).toBe('"2"');
    expect(retry.body).toEqual({
      timelineEvents: [{ title: 'Called the bank', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/), description: 'Chargeback requested' }],
    });
    expect(within(section('Timeline events')).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit timeline events' })));
  });

  it('Discard my changes drops them and keeps the latest version', async () => {
    let current = incidentAt();
    fakeApi({
      'GET /api/admin/incidents/5': () => ({ status: 200, body: current }),
      'PUT /api/admin/incidents/5': () => ({ status: 412, body: { code: 'STALE_VERSION', message: 'Changed by someone else' } }),
      // Only an admin may change the victim's address (D17); for a caseworker the field is read-only.
      'GET /api/admin/session': { status: 200, body: { username: 'ada', displayName: 'Ada', role: 'admin' } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    await user.click(screen.getByRole('button', { name: 'Edit basic information' }));
    const email = screen.getByLabelText(/^Victim e-mail/);
    await user.clear(email);
    await user.type(email, 'other@example.com');
    current = incidentAt({ email: 'fresh@example.com', version: 2 });
    await user.click(within(section('Basic information')).getByRole('button', { name: 'Save' }));

    const alert = await within(section('Basic information')).findByRole('alert');
    expect(within(alert).getByText('other@example.com')).toBeTruthy();
    await waitFor(() => expect(within(section('Basic information')).getAllByText('fresh@example.com').length).toBe(1));
    await user.click(within(alert).getByRole('button', { name: 'Discard my changes' }));
    expect(within(section('Basic information')).queryByRole('alert')).toBeNull();
    expect(screen.queryByText('other@example.com')).toBeNull();
  });
});

const violationsIn = async (node: Element) =>
  (
    await axe.run(node, { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } })
  ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('the incident page', () => {
  it('shows the reference, whether the report is confirmed, honest empty sections, and confirms an unconfirmed one', async () => {
    let current = incidentAt({ confirmedAt: null, confirmedVia: null });
    const fetch = fakeApi({
      'GET /api/admin/incidents/5': () => ({ status: 200, body: current }),
      'POST /api/admin/incidents/5/confirm': () => {
        current = incidentAt({ confirmedVia: 'staff', version: 2 });
        return { status: 200, body: current };
      },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    expect(screen.getByText('Unconfirmed')).toBeTruthy();
    expect(screen.getByText('No timeline events yet')).toBeTruthy();
    expect(screen.getByText('No outside contacts are recorded for this case.')).toBeTruthy();
    expect(screen.getByText('No documents requested yet.')).toBeTruthy();
    expect(await violationsIn(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirm report' }));
    expect(await screen.findByText('confirmed by staff')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('lists timeline events in date order, and has no axe violations while every section is being edited', async () => {
    fakeApi({
      'GET /api/admin/incidents/5': {
        status: 200,
        body: incidentAt({
          timelineEvents: [
            { title: 'Second', date: '2026-03-05T10:00:00.000Z', description: '' },
            { title: 'First', date: '2026-03-01T10:00:00.000Z', description: '' },
          ],
          outsideContacts: [{ name: 'Alex Doe', role: 'Lawyer', email: 'alex@example.org' }],
          requiredDocuments: [{ name: 'Bank statement', description: 'March', status: 'missing' }],
        }),
      },
      'GET /api/admin/staff/directory': { status: 200, body: { items: [{ id: 1, displayName: 'Robin Roe', role: 'caseworker', email: 'robin@example.org' }] } },
      'GET /api/admin/incidents/5/staff': { status: 200, body: { members: [], viewer: { adminId: 2, isAdmin: true } } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    const titles = within(section('Timeline events')).getAllByText(/^(First|Second)$/).map((node) => node.textContent);
    expect(titles).toEqual(['First', 'Second']);

    for (const name of ['basic information', 'timeline events', 'financials and money trails', 'outside contacts (not staff)', 'required documents']) {
      await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    }
    expect((screen.getAllByLabelText(/^Name/)[0] as HTMLInputElement).value).toBe('Alex Doe');
    await screen.findByRole('option', { name: 'Robin Roe (Case worker)' });
    expect(await violationsIn(document.body)).toEqual([]);
  });
});

describe("each section's failure toast", () => {
  it.each([
    ['basic information', 'Failed to update incident'],
    ['timeline events', 'Failed to update timeline'],
    ['financials and money trails', 'Failed to update financial data'],
    ['outside contacts (not staff)', 'Failed to update the outside contacts'],
    ['required documents', 'Failed to update document requirements'],
  ])('%s: titled Error, in the spec words, and the form stays open', async (name, failure) => {
    fakeApi({
      'GET /api/admin/incidents/5': { status: 200, body: incidentAt() },
      'PUT /api/admin/incidents/5': { status: 503, body: { code: 'SERVICE_UNAVAILABLE' } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    await user.click(screen.getByRole('button', { name: `Edit ${name}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(failure)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('the case files on the incident page', () => {
  it('verifies a file and ticks the required document it fulfils', async () => {
    const verified: unknown[] = [];
    fakeApi({
      'GET /api/admin/incidents/5': {
        status: 200,
        body: incidentAt({ requiredDocuments: [{ name: 'Bank statement', description: '', status: 'pending' }] }),
      },
      'GET /api/admin/documents': {
        status: 200,
        body: {
          items: [
            {
              id: 41,
              originalName: 'statement-march.pdf',
              fileType: 'application/pdf',
              fileSize: 48_213,
              status: 'pending',
              category: 'financial',
              recoveryId: 5,
              reference: 'FR-000005',
              uploader: 'sam@example.com',
              addedByStaff: null,
              sha256: 'a'.repeat(64),
              rejectionReason: null,
              createdAt: '2026-03-02T10:00:00.000Z',
            },
          ],
          total: 1,
        },
      },
      'PUT /api/admin/documents/41': ({ body }) => {
        verified.push(body);
        return { status: 200, body: {} };
      },
    });
    const { user, container } = renderPage();
    const files = await screen.findByRole('region', { name: 'Case files' });
    await within(files).findByText('statement-march.pdf');
    await user.selectOptions(within(files).getByLabelText('Required document statement-march.pdf fulfils'), 'Bank statement');
    await user.click(within(files).getByRole('button', { name: 'Verify statement-march.pdf' }));
    await waitFor(() => expect(verified).toEqual([{ status: 'verified', requiredDocument: 'Bank statement' }]));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('the case team: staff accounts, not typed-in names (D17)', () => {
  const member = (changes: object = {}) => ({
    adminId: 7,
    name: 'Robin Roe',
    staffRole: 'caseworker',
    role: 'Case Manager',
    confirmed: false,
    addedBy: 'Robin Roe',
    addedAt: '2026-03-02T10:00:00.000Z',
    confirmedBy: null,
    confirmedAt: null,
    disabled: false,
    ...changes,
  });

  it('lets a caseworker take a case nobody is on, and says the payout details wait for an admin', async () => {
    let members: object[] = [];
    const fetch = fakeApi({
      'GET /api/admin/incidents/5': { status: 200, body: incidentAt() },
      'GET /api/admin/incidents/5/staff': () => ({ status: 200, body: { members, viewer: { adminId: 7, isAdmin: false } } }),
      'POST /api/admin/incidents/5/staff': () => {
        members = [member()];
        return { status: 201, body: { members, viewer: { adminId: 7, isAdmin: false } } };
      },
    });
    const { user } = renderPage();
    const team = await screen.findByRole('region', { name: 'Case team' });
    expect(await within(team).findByText('No one is on this case yet.')).toBeTruthy();
    expect(within(team).queryByLabelText('Staff member')).toBeNull();
    await user.click(within(team).getByRole('button', { name: 'Take this case' }));
    expect(await within(team).findByText('Waiting for an admin')).toBeTruthy();
    expect(within(team).getByText(/payout account details stay hidden/)).toBeTruthy();
    expect(within(team).queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(within(team).getByRole('button', { name: 'Leave this case' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({});
  });

  it("lets an admin put a staff account on the case and confirm a caseworker's own taking", async () => {
    let members: object[] = [member()];
    const fetch = fakeApi({
      'GET /api/admin/incidents/5': { status: 200, body: incidentAt() },
      'GET /api/admin/staff/directory': { status: 200, body: { items: [{ id: 8, displayName: 'Sam Lee', role: 'caseworker', email: 'sam@example.org' }] } },
      'GET /api/admin/incidents/5/staff': () => ({ status: 200, body: { members, viewer: { adminId: 1, isAdmin: true } } }),
      'POST /api/admin/incidents/5/staff/7/confirm': () => {
        members = [member({ confirmed: true, confirmedBy: 'Ada Admin', confirmedAt: '2026-03-03T10:00:00.000Z' })];
        return { status: 200, body: { members, viewer: { adminId: 1, isAdmin: true } } };
      },
      'POST /api/admin/incidents/5/staff': () => ({ status: 201, body: { members, viewer: { adminId: 1, isAdmin: true } } }),
    });
    const { user } = renderPage();
    const team = await screen.findByRole('region', { name: 'Case team' });
    await user.click(await within(team).findByRole('button', { name: 'Confirm Robin Roe' }));
    expect(await within(team).findByText('Confirmed')).toBeTruthy();
    await user.selectOptions(await within(team).findByLabelText('Staff member'), 'Sam Lee (Case worker)');
    await user.selectOptions(within(team).getByLabelText('Role on the case'), 'Legal Advisor');
    await user.click(within(team).getByRole('button', { name: 'Put on the case' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/incidents/5/staff') && init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([url, init]) => String(url).endsWith('/incidents/5/staff') && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ adminId: 8, role: 'Legal Advisor' });
    expect(await violationsIn(document.body)).toEqual([]);
  });
});

describe("the victim's address on a case", () => {
  it('is read-only for a caseworker, who is told why', async () => {
    fakeApi({
      'GET /api/admin/incidents/5': { status: 200, body: incidentAt() },
      'GET /api/admin/session': { status: 200, body: { username: 'robin', displayName: 'Robin', role: 'caseworker' } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    await user.click(screen.getByRole('button', { name: 'Edit basic information' }));
    const email = await screen.findByLabelText(/^Victim e-mail/);
    await waitFor(() => expect((email as HTMLInputElement).readOnly).toBe(true));
    expect(screen.getByText("Only an admin can change the victim's e-mail address: it moves the case and its money.")).toBeTruthy();
  });
});

describe("sharing the case's scammer identifiers (issue 27)", () => {
  it('offers STIX 2.1 and MISP on a confirmed case, and asks for that case', async () => {
    const fetch = fakeApi({
      'GET /api/admin/incidents/5': { status: 200, body: incidentAt() },
      'GET /api/admin/incidents/5/threat-intel': { status: 409, body: { code: 'THREAT_INTEL_NOT_SHAREABLE', message: 'Not now' } },
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Incident FR-000005' });
    await user.click(screen.getByRole('button', { name: 'Share identifiers' }));
    await user.click(screen.getByRole('menuitem', { name: 'MISP event' }));
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/admin/incidents/5/threat-intel?format=misp'));
  });

  it('offers nothing on an unconfirmed report or a merged duplicate, which share nothing', async () => {
    for (const changes of [{ confirmedAt: null, confirmedVia: null }, { mergedIntoId: 4, status: 'closed' }] as Partial<StaffIncident>[]) {
      fakeApi({ 'GET /api/admin/incidents/5': { status: 200, body: incidentAt(changes) } });
      const { unmount } = renderPage();
      await screen.findByRole('heading', { name: 'Incident FR-000005' });
      expect(screen.getByRole('button', { name: /Evidence pack/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Share identifiers' })).toBeNull();
      unmount();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffApplication } from '@shared/applications/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import ApplicationsPage from './applications-page';

function application(id: number, values: Partial<StaffApplication> = {}): StaffApplication {
  return {
    id,
    recoveryId: `RA-${String(id).padStart(6, '0')}`,
    fullName: `Applicant ${id}`,
    email: `applicant${id}@example.com`,
    phone: null,
    country: 'uk',
    platformName: 'CoinVault',
    fraudType: 'cryptocurrency_fraud',
    lossAmount: '2500.50',
    currency: 'USD',
    status: 'pending',
    description: 'I transferred savings to an exchange that then vanished.',
    dateOfIncident: '2026-02-14',
    contactedPolice: true,
    contactedBank: false,
    contactedPlatform: false,
    adminNotes: null,
    rejectionReason: null,
    emailVerifiedAt: '2026-02-15T10:00:00.000Z',
    incident: null,
    createdAt: '2026-02-15T09:00:00.000Z',
    updatedAt: '2026-02-15T09:00:00.000Z',
    ...values,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(at: string) {
  return renderInApp(
    <>
      <Routes>
        <Route path="/admin/applications" element={<ApplicationsPage />} />
        <Route path="/admin/applications/:id" element={<ApplicationsPage />} />
      </Routes>
      <Where />
    </>,
    { at },
  );
}

type Sent = { method: string; path: string; body: unknown };

/** The staff API with these applications; a PUT answers `putStatus` (200 applies the change). */
function serverWith(records: StaffApplication[], putStatus = 200, extra: Parameters<typeof fakeApi>[0] = {}) {
  const sent: Sent[] = [];
  const byId = new Map(records.map((r) => [r.id, r]));
  fakeApi({
    'GET /api/admin/audit-log': () => ({ status: 200, body: { items: [], total: 0 } }),
    'GET /api/admin/recovery-applications': ({ url }) => {
      sent.push({ method: 'GET', path: url.pathname + url.search, body: undefined });
      return { status: 200, body: { items: [...byId.values()], total: byId.size } };
    },
    ...Object.fromEntries(
      records.flatMap((r) => [
        [`GET /api/admin/recovery-applications/${r.id}`, () => ({ status: 200, body: byId.get(r.id) })],
        [
          `GET /api/admin/recovery-applications/${r.id}/proposed-case`,
          () => ({
            status: 200,
            body: { proposal: byId.get(r.id)!.incident ? null : { id: 14, reference: 'FR-000014', platformName: 'CoinVault', reportedAt: '2026-09-01T10:00:00.000Z' } },
          }),
        ],
        [
          `PUT /api/admin/recovery-applications/${r.id}/case`,
          ({ body }: { body: unknown }) => {
            sent.push({ method: 'PUT', path: `/api/admin/recovery-applications/${r.id}/case`, body });
            const incidentId = (body as { incidentId: number | null }).incidentId;
            const next = { ...byId.get(r.id)!, incident: incidentId === null ? null : { id: incidentId, reference: `FR-${String(incidentId).padStart(6, '0')}` } };
            byId.set(r.id, next);
            return { status: 200, body: next };
          },
        ],
        [
          `PUT /api/admin/recovery-applications/${r.id}`,
          ({ body }: { body: unknown }) => {
            sent.push({ method: 'PUT', path: `/api/admin/recovery-applications/${r.id}`, body });
            if (putStatus !== 200) return { status: putStatus, body: { code: 'INTERNAL', message: 'Something went wrong' } };
            const next = { ...byId.get(r.id)!, ...(body as Partial<StaffApplication>) };
            byId.set(r.id, next);
            return { status: 200, body: next };
          },
        ],
      ]),
    ),
    ...extra,
  });
  return { puts: () => sent.filter((s) => s.method === 'PUT'), gets: () => sent.filter((s) => s.method === 'GET') };
}

/** The open toast's title and description, each exactly as shown. */
const shownToast = () => {
  const open = document.querySelector('li[data-state="open"] .grid');
  return Array.from(open?.children ?? [], (node) => node.textContent ?? '');
};
const toastText = () => shownToast().join(' ');

// The toast store outlives a test; an open toast would take the next test's Escape.
afterEach(() => dismissToast());

describe('the recovery applications list', () => {
  it('disables Approve on an approved row and Reject on a rejected row, and nothing else', async () => {
    serverWith([application(1, { status: 'approved' }), application(2, { status: 'rejected' }), application(3, { status: 'under_review' })]);
    renderPage('/admin/applications');

    await screen.findByText('RA-000001');
    const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button('Approve RA-000001').disabled).toBe(true);
    expect(button('Reject RA-000001').disabled).toBe(false);
    expect(button('Approve RA-000002').disabled).toBe(false);
    expect(button('Reject RA-000002').disabled).toBe(true);
    expect(button('Approve RA-000003').disabled).toBe(false);
    expect(button('Reject RA-000003').disabled).toBe(false);
    expect(screen.getByRole('table', { name: /Recovery applications, page 1 of 1/ })).toBeTruthy();
    expect(screen.getAllByText('$2,500.50')).toHaveLength(3);
  });

  it('approves a row once asked, says so, and shows the new status', async () => {
    const server = serverWith([application(4)]);
    const { user } = renderPage('/admin/applications');

    await user.click(await screen.findByRole('button', { name: 'Approve RA-000004' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve: RA-000004' });
    expect(server.puts()).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));

    expect(server.puts()).toEqual([{ method: 'PUT', path: '/api/admin/recovery-applications/4', body: { status: 'approved' } }]);
    await waitFor(() => expect(toastText()).toContain('Application approved'));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Approve RA-000004' }).disabled).toBe(true));
  });

  it('sends nothing when the question is cancelled, and focus goes back to the row', async () => {
    const server = serverWith([application(4)]);
    const { user } = renderPage('/admin/applications');

    await user.click(await screen.findByRole('button', { name: 'Approve RA-000004' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve: RA-000004' })).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.puts()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View RA-000004' })));
  });

  it('rejects a row only with the reason the applicant reads', async () => {
    const server = serverWith([application(6)]);
    const { user } = renderPage('/admin/applications');

    await user.click(await screen.findByRole('button', { name: 'Reject RA-000006' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject application' });
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    expect(await within(ask).findByText('Please say why the application is rejected; the applicant will read it')).toBeTruthy();
    expect(server.puts()).toEqual([]);

    await user.type(within(ask).getByLabelText(/Reason/), 'We can only help with losses in the last two years.');
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.puts().map((p) => p.body)).toEqual([{ status: 'rejected', reason: 'We can only help with losses in the last two years.' }]),
    );
    await waitFor(() => expect(toastText()).toContain('Application rejected'));
  });

  it("shows the spec's failure toast when the change is refused", async () => {
    serverWith([application(5)], 500);
    const { user } = renderPage('/admin/applications');

    await user.click(await screen.findByRole('button', { name: 'Approve RA-000005' }));
    const ask = await screen.findByRole('dialog', { name: 'Approve: RA-000005' });
    await user.click(within(ask).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(shownToast()).toEqual(['Error', 'Failed to update application status']));
    // The question stays, so it can be tried again or cancelled.
    await waitFor(() => expect(within(ask).getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(false));
  });

  it('sends the search and the status filter to the server', async () => {
    const server = serverWith([application(6)]);
    const { user } = renderPage('/admin/applications');
    await screen.findByText('RA-000006');

    await user.selectOptions(screen.getByLabelText('Status'), 'Under Review');
    await user.type(screen.getByLabelText('Search applications'), 'RA-000006{Enter}');

    await waitFor(() => expect(server.gets().at(-1)?.path).toContain('q=RA-000006'));
    expect(server.gets().at(-1)?.path).toContain('status=under_review');
    expect(screen.getByPlaceholderText('Search by name, e-mail or RA- reference')).toBeTruthy();
  });
});

describe('the application detail dialog', () => {
  it('opens from its address with every field, and disables the current status only', async () => {
    serverWith([application(7, { status: 'under_review', incident: { id: 12, reference: 'FR-000012' }, emailVerifiedAt: null, adminNotes: 'Call Tuesday' })]);
    renderPage('/admin/applications/7');

    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000007' });
    const button = (name: string) => within(dialog).getByRole<HTMLButtonElement>('button', { name });
    expect(button('Mark Under Review').disabled).toBe(true);
    expect(button('Approve').disabled).toBe(false);
    expect(button('Reject').disabled).toBe(false);
    expect(within(dialog).getByRole('link', { name: 'FR-000012' }).getAttribute('href')).toBe('/admin/incidents/12');
    expect(dialog.textContent).toContain('Not verified');
    expect(dialog.textContent).toContain('$2,500.50');
    expect(dialog.textContent).toContain('Feb 14, 2026');
    expect(dialog.textContent).toContain('Yes: the police');
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Admin notes/).value).toBe('Call Tuesday');
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'History', level: 3 })).toBeTruthy();
  });

  it('proposes the case of the same e-mail and platform, links it in one step, and unlinks it (issue 25)', async () => {
    const { puts } = serverWith([application(7, { incident: null })]);
    const { user } = renderPage('/admin/applications/7');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000007' });
    expect((await within(dialog).findByText(/^Probably FR-000014: the same e-mail on CoinVault, reported/)).textContent).toContain('Sep 1, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Link FR-000014' }));
    expect(await within(dialog).findByRole('link', { name: 'FR-000014' })).toBeTruthy();
    expect(puts().at(-1)).toEqual({ method: 'PUT', path: '/api/admin/recovery-applications/7/case', body: { incidentId: 14 } });

    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await within(dialog).findByLabelText('Link to another case');
    await user.type(within(dialog).getByLabelText('Link to another case'), 'not a case');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a case reference like FR-000123');
    await user.clear(within(dialog).getByLabelText('Link to another case'));
    await user.type(within(dialog).getByLabelText('Link to another case'), 'fr-90');
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByRole('link', { name: 'FR-000090' })).toBeTruthy();
    expect(puts().at(-1)!.body).toEqual({ incidentId: 90 });
  });

  it('decides from the dialog, then disables that decision', async () => {
    const server = serverWith([application(8)]);
    const { user } = renderPage('/admin/applications/8');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000008' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const ask = await screen.findByRole('dialog', { name: 'Reject application' });
    await user.type(within(ask).getByLabelText(/Reason/), 'Outside what we can help with');
    await user.click(within(ask).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(server.puts().map((p) => p.body)).toEqual([{ status: 'rejected', reason: 'Outside what we can help with' }]));
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reject' }).disabled).toBe(true));
    expect(toastText()).toContain('Application rejected');
  });

  it("shows the spec's failure toast when a decision from the dialog fails", async () => {
    serverWith([application(9)], 500);
    const { user } = renderPage('/admin/applications/9');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000009' });

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve: RA-000009' })).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(shownToast()).toEqual(['Error', 'Failed to update application status']));
  });

  it('saves the admin notes alone', async () => {
    const server = serverWith([application(10)]);
    const { user } = renderPage('/admin/applications/10');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000010' });

    await user.type(within(dialog).getByLabelText(/Admin notes/), 'Bank statement received');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));

    await waitFor(() => expect(server.puts().map((p) => p.body)).toEqual([{ adminNotes: 'Bank statement received' }]));
    await waitFor(() => expect(toastText()).toContain('Notes saved'));
  });

  it('saves notes being written with the decision', async () => {
    const server = serverWith([application(17)]);
    const { user } = renderPage('/admin/applications/17');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000017' });

    await user.type(within(dialog).getByLabelText(/Admin notes/), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve: RA-000017' })).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true));
    expect(server.puts().map((p) => p.body)).toEqual([{ status: 'approved', adminNotes: 'Half a thought' }]);
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Admin notes/).value).toBe('Half a thought');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save notes' }).disabled).toBe(true);
  });

  it('asks before closing with notes not saved, and stays open when the answer is no', async () => {
    serverWith([application(18)]);
    const { user } = renderPage('/admin/applications/18');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000018' });
    await user.type(within(dialog).getByLabelText(/Admin notes/), 'Call the bank');
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);

    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('Your admin notes are not saved. Close and lose them?');
    expect(screen.getByRole('dialog', { name: 'Recovery application RA-000018' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.unstubAllGlobals();
  });

  it('closes with Escape and goes back to the list, keeping its filters', async () => {
    serverWith([application(11)]);
    const { user } = renderPage('/admin/applications/11?status=pending');
    await screen.findByRole('dialog', { name: 'Recovery application RA-000011' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/admin/applications?status=pending');
  });

  it('opens from View in a row', async () => {
    serverWith([application(13)]);
    const { user } = renderPage('/admin/applications');

    await user.click(await screen.findByRole('link', { name: 'View RA-000013' }));

    expect(await screen.findByRole('dialog', { name: 'Recovery application RA-000013' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/applications/13');

    // Closed, the work goes on where it was: on that row's View.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'View RA-000013' }));
  });
});

// Layout-dependent rules (contrast, target size) need a real browser; the e2e run covers them.
const axeOptions: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
const violationsIn = async (node: Element) =>
  (await axe.run(node, axeOptions)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('the markup', () => {
  it('has no axe violations in the list', async () => {
    serverWith([application(14, { status: 'approved' }), application(15)]);
    renderPage('/admin/applications');
    await screen.findByText('RA-000014');
    expect(await violationsIn(document.body)).toEqual([]);
  });

  // The page behind a modal dialog is hidden from screen readers while it is open, as it should be;
  // axe would count its buttons as hidden focusable content, so the dialog is checked on its own.
  it('has no axe violations in the open dialog', async () => {
    serverWith([application(16, { incident: { id: 3, reference: 'FR-000003' } })]);
    renderPage('/admin/applications/16');
    const dialog = await screen.findByRole('dialog', { name: 'Recovery application RA-000016' });
    expect(await violationsIn(dialog)).toEqual([]);
  });
});

describe('acting on chosen applications (issue 26)', () => {
  it('chooses rows by keyboard, says how many, asks once with the reason a rejection needs, then lists what was done and what was refused', async () => {
    const bulks: unknown[] = [];
    serverWith([application(21), application(22), application(23)], 200, {
      'POST /api/admin/recovery-applications/bulk': ({ body }) => {
        bulks.push(body);
        return {
          status: 200,
          body: {
            done: [{ id: 21, reference: 'RA-000021' }],
            unchanged: [],
            refused: [{ id: 22, reference: 'RA-000022', code: 'STALE_VERSION', reason: 'Someone changed this application since you loaded the list, so nothing of it changed.' }],
          },
        };
      },
    });
    const { user } = renderPage('/admin/applications');
    await screen.findByText('RA-000021');
    expect(screen.queryByRole('region', { name: /chosen/ })).toBeNull();

    // The boxes are buttons in the tab order: Space ticks one, as a mouse click does.
    const first = screen.getByRole('checkbox', { name: 'Choose RA-000021 (Applicant 21)' });
    first.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Choose RA-000022 (Applicant 22)' }));
    const bar = screen.getByRole('region', { name: '2 applications chosen' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('2 applications chosen');
    expect(await violationsIn(document.body)).toEqual([]);

    await user.selectOptions(within(bar).getByLabelText('Status'), 'Rejected');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 applications' }));
    const ask = await screen.findByRole('dialog', { name: 'Change status to Rejected?' });
    expect(within(ask).getByText(/RA-000021, RA-000022/)).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));
    expect(await within(ask).findByText('Please say why the application is rejected; the applicant will read it')).toBeTruthy();
    expect(bulks).toEqual([]);
    await user.type(within(ask).getByLabelText(/Reason/), 'We help only with losses reported to the police.');
    await user.click(within(ask).getByRole('button', { name: 'Apply' }));

    const done = await screen.findByRole('dialog', { name: 'Done on 1 application' });
    expect(within(done).getByText('1 application refused; nothing of them changed.')).toBeTruthy();
    expect(within(within(done).getByRole('list', { name: 'Refused' })).getByRole('listitem').textContent).toBe(
      'RA-000022: Someone changed this application since you loaded the list, so nothing of it changed.',
    );
    expect(bulks).toEqual([
      {
        items: [
          { id: 21, version: '2026-02-15T09:00:00.000Z' },
          { id: 22, version: '2026-02-15T09:00:00.000Z' },
        ],
        action: { kind: 'status', status: 'rejected', reason: 'We help only with losses reported to the police.' },
      },
    ]);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /chosen/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Choose every row on this page' })));
  });
});

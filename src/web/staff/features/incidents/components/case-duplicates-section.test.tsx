import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { activateLocale } from '@/lib/i18n/texts';
import { renderInApp, toastText } from '@/test/render';
import { staffKeys } from '@/staff/lib/staff-query-keys';
import { CaseDuplicatesSection, MergedIntoNotice } from './case-duplicates-section';

const incident = { id: 5, reference: 'FR-000005', version: 3, mergedIntoId: null } as unknown as StaffIncident;
const candidate = { id: 9, reference: 'FR-000009', platformName: 'Lunawave', status: 'open', createdAt: '2026-11-02T10:00:00.000Z', lossAmount: '900.00', currency: 'USD', version: 2, reasons: ['same_email', 'same_platform'], blockedBy: null as string | null };
const merge = { id: 4, keptId: 5, keptReference: 'FR-000005', mergedId: 9, mergedReference: 'FR-000009', mergedAt: new Date().toISOString(), undoUntil: new Date(Date.now() + 3_600_000).toISOString(), moved: { messages: 2 } };

function serverWith(role: 'admin' | 'caseworker', merged = false, shown = candidate) {
  const sent: unknown[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { id: 1, username: 'maria', displayName: 'Maria', role } },
    'GET /api/admin/incidents/5/duplicates': { status: 200, body: { items: merged ? [] : [shown] } },
    'GET /api/admin/incidents/5/merges': { status: 200, body: { items: merged ? [merge] : [] } },
    'GET /api/admin/incidents/9/merges': { status: 200, body: { items: [merge] } },
    'POST /api/admin/incidents/5/merge': ({ body }) => (sent.push(body), { status: 200, body: merge }),
    'POST /api/admin/case-merges/4/undo': ({ method }) => (sent.push(method), { status: 204, body: null }),
  });
  return sent;
}

/** A server that remembers the merge: the proposal goes when merged and comes back when undone. */
function statefulServer(merged: boolean) {
  const state = { merged };
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { id: 1, username: 'maria', displayName: 'Maria', role: 'admin' } },
    'GET /api/admin/incidents/5/duplicates': () => ({ status: 200, body: { items: state.merged ? [] : [candidate] } }),
    'GET /api/admin/incidents/5/merges': () => ({ status: 200, body: { items: state.merged ? [merge] : [] } }),
    'POST /api/admin/incidents/5/merge': () => ((state.merged = true), { status: 200, body: merge }),
    'POST /api/admin/case-merges/4/undo': () => ((state.merged = false), { status: 204, body: null }),
  });
}

/** The rest of the case page, read again after a merge or an undo, slower than the section's own lists. */
function RestOfThePage() {
  useQuery({ queryKey: staffKeys.record('incidents', 5), queryFn: () => new Promise((resolve) => setTimeout(() => resolve({}), 100)) });
  return null;
}

afterEach(() => activateLocale('en'));

describe('duplicates on the case page (issue 26)', () => {
  it('says what the cases share in the reader’s language (issue 28)', async () => {
    serverWith('caseworker');
    await activateLocale('es');
    renderInApp(<CaseDuplicatesSection incident={incident} />);
    expect(await screen.findByText('Comparte: el mismo correo electrónico de la víctima, la misma plataforma')).toBeTruthy();
  });

  it('shows the same victim’s other case with what they share, and lets an admin merge it after one question', async () => {
    const sent = serverWith('admin');
    const { user, container } = renderInApp(<CaseDuplicatesSection incident={incident} />);
    expect(await screen.findByText('Shares: same victim e-mail, same platform')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Merge FR-000009 into this case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge FR-000009 into FR-000005?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(sent).toEqual([{ duplicateId: 9, keptVersion: 3, duplicateVersion: 2 }]));
  });

  it('says why a candidate cannot be merged now instead of offering a Merge that would be refused', async () => {
    serverWith('admin', false, { ...candidate, blockedBy: 'Confirm the duplicate report first: until then its content must not reach the victim (D18)' });
    renderInApp(<CaseDuplicatesSection incident={incident} />);
    expect(await screen.findByText(/Cannot be merged into this case now: Confirm the duplicate report first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Merge FR-000009 into this case' })).toBeNull();
  });

  it('after a merge, says so and puts focus on the section, which now names the case merged (its button is gone)', async () => {
    statefulServer(false);
    const { user } = renderInApp(<CaseDuplicatesSection incident={incident} />);
    await user.click(await screen.findByRole('button', { name: 'Merge FR-000009 into this case' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(/FR-000009 was merged into this case/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Possible duplicates' })));
    expect(toastText()).toContain('Cases merged');
  });

  it('after an undo, says so (the Undo button has gone with the merge) and puts focus on the section', async () => {
    statefulServer(true);
    const { user } = renderInApp(
      <>
        <RestOfThePage />
        <CaseDuplicatesSection incident={incident} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Undo merge of FR-000009' }));
    expect(await screen.findByRole('button', { name: 'Merge FR-000009 into this case' })).toBeTruthy();
    await waitFor(() => expect(toastText()).toBe('Merge undone FR-000009 stands on its own again.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Possible duplicates' })));
  });

  it('shows a candidate’s loss in its own currency: €7,750.00, not $7,750.00 (issue 28)', async () => {
    serverWith('caseworker', false, { ...candidate, lossAmount: '7750.00', currency: 'EUR' });
    renderInApp(<CaseDuplicatesSection incident={incident} />);
    const line = (await screen.findByRole('link', { name: 'FR-000009' })).closest('li');
    expect(line?.textContent).toContain('€7,750.00');
    expect(line?.textContent).not.toContain('$7,750.00');
  });

  it('offers a case worker no merge, only the list', async () => {
    serverWith('caseworker');
    renderInApp(<CaseDuplicatesSection incident={incident} />);
    expect(await screen.findByText(/An admin can merge them into one case/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Merge/ })).toBeNull();
  });

  it('on the merged case says where it is now, with the undo while it lasts', async () => {
    const sent = serverWith('admin', true);
    const { user } = renderInApp(<MergedIntoNotice incident={{ ...incident, id: 9, reference: 'FR-000009', mergedIntoId: 5 }} />);
    expect((await screen.findByRole('link', { name: 'FR-000005' })).getAttribute('href')).toBe('/admin/incidents/5');
    await user.click(await screen.findByRole('button', { name: 'Undo merge of FR-000009' }));
    await waitFor(() => expect(sent).toEqual(['POST']));
  });
});

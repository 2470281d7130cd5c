import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { StaffIncident } from '@shared/incidents/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseDuplicatesSection, MergedIntoNotice } from './case-duplicates-section';

const incident = { id: 5, reference: 'FR-000005', version: 3, mergedIntoId: null } as unknown as StaffIncident;
const candidate = { id: 9, reference: 'FR-000009', platformName: 'Lunawave', status: 'open', createdAt: '2026-11-02T10:00:00.000Z', lossAmount: '900.00', version: 2, reasons: ['same_email', 'same_platform'] };
const merge = { id: 4, keptId: 5, keptReference: 'FR-000005', mergedId: 9, mergedReference: 'FR-000009', mergedAt: new Date().toISOString(), undoUntil: new Date(Date.now() + 3_600_000).toISOString(), moved: { messages: 2 } };

function serverWith(role: 'admin' | 'caseworker', merged = false) {
  const sent: unknown[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { id: 1, username: 'maria', displayName: 'Maria', role } },
    'GET /api/admin/incidents/5/duplicates': { status: 200, body: { items: merged ? [] : [candidate] } },
    'GET /api/admin/incidents/5/merges': { status: 200, body: { items: merged ? [merge] : [] } },
    'GET /api/admin/incidents/9/merges': { status: 200, body: { items: [merge] } },
    'POST /api/admin/incidents/5/merge': ({ body }) => (sent.push(body), { status: 200, body: merge }),
    'POST /api/admin/case-merges/4/undo': ({ method }) => (sent.push(method), { status: 204, body: null }),
  });
  return sent;
}

describe('duplicates on the case page (issue 26)', () => {
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

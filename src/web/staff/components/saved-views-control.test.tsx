import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '@shared/views/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { SavedViewsControl } from './saved-views-control';

const shared: SavedView = { id: 9, list: 'incidents', name: 'Unassigned', filters: 'owner=unassigned', shared: true, mine: false, ownerName: 'Maria' };

function Where() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function serverWith(role: 'admin' | 'caseworker') {
  const views: SavedView[] = [shared];
  const sent: unknown[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { id: 4, username: 'sam', displayName: 'Sam', role } },
    'GET /api/admin/saved-views': { status: 200, body: { items: views } },
    'POST /api/admin/saved-views': ({ body }) => {
      sent.push(body);
      const view = { id: 10, shared: false, mine: true, ownerName: 'Sam', ...(body as object) } as SavedView;
      views.push(view);
      return { status: 201, body: view };
    },
  });
  return sent;
}

const renderAt = (at: string) =>
  renderInApp(
    <Routes>
      <Route
        path="/admin/incidents"
        element={
          <>
            <SavedViewsControl list="incidents" />
            <Where />
          </>
        }
      />
    </Routes>,
    { at },
  );

describe('saved views on a list (issue 26)', () => {
  it('saves the filters on screen under a name, without the page, and opens a shared view as a link would', async () => {
    const sent = serverWith('caseworker');
    const { user, container } = renderAt('/admin/incidents?status=open&page=2&owner=me');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    expect(within(dialog).queryByText('Share with every staff member')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Name/), 'My open cases');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ list: 'incidents', name: 'My open cases', filters: 'owner=me&status=open', shared: false }]));

    await user.selectOptions(screen.getByLabelText('View'), 'Unassigned');
    await waitFor(() => expect(screen.getByLabelText('Address').textContent).toBe('?owner=unassigned'));
    expect((screen.getByLabelText('View') as HTMLSelectElement).value).toBe('9');
    expect(screen.queryByRole('button', { name: 'Delete view' })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('lets an admin share a view with everyone, and offers to take down a shared one', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/incidents?status=closed');
    await user.click(await screen.findByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Closed this year');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Share with every staff member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ list: 'incidents', name: 'Closed this year', filters: 'status=closed', shared: true }]));
    await user.selectOptions(screen.getByLabelText('View'), 'Unassigned');
    expect(await screen.findByRole('button', { name: 'Delete view' })).toBeTruthy();
  });
});

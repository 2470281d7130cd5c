import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tag } from '@shared/tags/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt, toastText } from '@/test/render';
import TagsPage from './tags-page';

const urgent: Tag = { id: 1, name: 'Urgent', colour: 'red' };
const police: Tag = { id: 2, name: 'Police involved', colour: 'blue' };

function serverWith(role: 'admin' | 'caseworker') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = ({ url, method, body }: { url: URL; method: string; body: unknown }) => sent.push({ method, path: url.pathname, body });
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } },
    'GET /api/admin/tags': { status: 200, body: { items: [police, urgent] } },
    'POST /api/admin/tags': (request) => {
      record(request);
      return (request.body as { name: string }).name === 'Urgent'
        ? { status: 409, body: { code: 'TAG_NAME_TAKEN', message: 'A tag with this name already exists' } }
        : { status: 201, body: { id: 3, ...(request.body as object) } };
    },
    'PUT /api/admin/tags/1': (request) => (record(request), { status: 200, body: { id: 1, ...(request.body as object) } }),
    'DELETE /api/admin/tags/1': (request) => (record(request), { status: 204, body: null }),
  });
  return sent;
}

afterEach(() => dismissToast());

describe('Tags (issue 26)', () => {
  it('lists the tags with their colours in words, and lets an admin add one, refusing a missing name and a taken one with the reason', async () => {
    const sent = serverWith('admin');
    const { user, container } = renderAt('/admin/tags', <TagsPage />);
    const row = (await screen.findByText('Urgent')).closest('tr')!;
    expect(within(row).getByText('Red')).toBeTruthy();
    expect(screen.getByText('Police involved').closest('tr')!.textContent).toContain('Blue');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag' });
    // Every colour is offered by its name, not by a swatch alone.
    expect(within(dialog).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grey', 'Blue', 'Green', 'Yellow', 'Orange', 'Red']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(messageOf(within(dialog).getByLabelText(/^Name/))).toBe('Please enter a name');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A tag with this name already exists')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), '  Bank contacted ');
    await user.selectOptions(within(dialog).getByLabelText(/^Colour/), 'Green');
    expect((await axe.run(dialog)).violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Tag saved'));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/admin/tags', body: { name: 'Bank contacted', colour: 'green' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets an admin rename and recolour a tag, starting from what it is', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/tags', <TagsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Urgent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Urgent');
    expect((within(dialog).getByLabelText(/^Colour/) as HTMLSelectElement).value).toBe('red');
    await user.selectOptions(within(dialog).getByLabelText(/^Colour/), 'Orange');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', path: '/api/admin/tags/1', body: { name: 'Urgent', colour: 'orange' } }]));
  });

  it('asks before deleting, saying the tag comes off every case', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/tags', <TagsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Urgent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the tag “Urgent”?' });
    expect(dialog.textContent).toContain('taken off every case');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/admin/tags/1']));
    await waitFor(() => expect(toastText()).toContain('Tag deleted'));
  });

  it('shows a case worker the tags to read, with nothing to change', async () => {
    serverWith('caseworker');
    const { container } = renderAt('/admin/tags', <TagsPage />);
    expect(await screen.findByText('Only an admin can change the tags. Put them on a case with Edit tags on the case page.')).toBeTruthy();
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Urgent' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Urgent' })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

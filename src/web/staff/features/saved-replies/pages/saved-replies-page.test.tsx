import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { SavedReply } from '@shared/messages/saved-replies';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt, toastText } from '@/test/render';
import SavedRepliesPage from './saved-replies-page';

const documentsReceived: SavedReply = {
  id: 1,
  title: 'We have your documents',
  content: 'Dear {{name}}, we have the documents for {{caseReference}}.',
  fraudType: 'romance_scam',
  updatedAt: '2026-11-20T09:00:00.000Z',
  filled: null,
};

function serverWith(role: 'admin' | 'caseworker') {
  const sent: { method: string; path: string; body: unknown }[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } },
    'GET /api/admin/saved-replies': { status: 200, body: { items: [documentsReceived] } },
    'POST /api/admin/saved-replies': ({ url, method, body }) => {
      sent.push({ method, path: url.pathname, body });
      return (body as { title: string }).title === 'We have your documents'
        ? { status: 409, body: { code: 'SAVED_REPLY_TITLE_TAKEN', message: 'A saved reply with this title already exists' } }
        : { status: 201, body: { ...documentsReceived, id: 2, ...(body as object) } };
    },
    'DELETE /api/admin/saved-replies/1': ({ url, method }) => (sent.push({ method, path: url.pathname, body: null }), { status: 204, body: null }),
  });
  return sent;
}

afterEach(() => dismissToast());

describe('Saved replies (issue 26)', () => {
  it('lets an admin write one, refusing a missing title and a taken one with the reason', async () => {
    const sent = serverWith('admin');
    const { user, container } = renderAt('/admin/saved-replies', <SavedRepliesPage />);
    expect(await screen.findByText('We have your documents')).toBeTruthy();
    expect(screen.getByText('Romance scam')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New saved reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'New saved reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(messageOf(within(dialog).getByLabelText(/^Title/))).toBe('Please enter a title');
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Title/), 'We have your documents');
    await user.type(within(dialog).getByLabelText(/^Reply/), 'Thank you, {{{{name}}.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A saved reply with this title already exists')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^Title/));
    await user.type(within(dialog).getByLabelText(/^Title/), 'Thanks');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastText()).toContain('Saved reply saved'));
    expect(sent.at(-1)?.body).toEqual({ title: 'Thanks', content: 'Thank you, {{name}}.', fraudType: null });
  });

  it('asks before deleting', async () => {
    const sent = serverWith('admin');
    const { user } = renderAt('/admin/saved-replies', <SavedRepliesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete We have your documents' }));
    const dialog = await screen.findByRole('dialog');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.map((s) => s.method)).toEqual(['DELETE']));
  });

  it('shows a case worker the library to read, with nothing to change', async () => {
    serverWith('caseworker');
    renderAt('/admin/saved-replies', <SavedRepliesPage />);
    expect(await screen.findByText('Only an admin can change saved replies. Insert one from the reply form on a case.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New saved reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit We have your documents' })).toBeNull();
  });
});

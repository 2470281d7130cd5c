import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Conversation, StaffThread, StaffThreadMessage } from '@shared/messages/staff-schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderInApp, toastText } from '@/test/render';
import CommunicationsPage from './communications-page';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const conversation: Conversation = {
  incidentId: 7,
  reference: 'FR-000007',
  victimEmail: 'sam@example.com',
  platformName: 'Tidewater Trading',
  lastMessageAt: hoursAgo(50),
  unread: 2,
  waitingSince: hoursAgo(74),
};

const message = (id: number, values: Partial<StaffThreadMessage>): StaffThreadMessage => ({
  id,
  sender: 'sam@example.com',
  recipient: 'Case Manager',
  subject: null,
  content: 'Did you get my letter?',
  senderType: 'user',
  internal: false,
  staffName: null,
  articles: [],
  attachment: null,
  readByStaffAt: null,
  createdAt: hoursAgo(74),
  ...values,
});

type Sent = { path: string; body: unknown };

function serverWith() {
  const sent: Sent[] = [];
  const thread: StaffThread = {
    incidentId: 7,
    reference: 'FR-000007',
    victimEmail: 'sam@example.com',
    platformName: 'Tidewater Trading',
    messages: [message(1, {}), message(2, { senderType: 'staff', sender: 'Case Manager', staffName: 'Robin', internal: true, content: 'Chase the bank Friday', recipient: 'Case team' })],
  };
  fakeApi({
    'GET /api/admin/conversations': { status: 200, body: { items: [conversation], total: 1 } },
    'GET /api/admin/messages': { status: 200, body: { items: [], total: 0 } },
    'GET /api/admin/incidents/7/messages': () => ({ status: 200, body: thread }),
    'POST /api/admin/incidents/7/messages/read': ({ url }) => {
      sent.push({ path: url.pathname, body: undefined });
      return { status: 200, body: { marked: 2 } };
    },
    'POST /api/admin/incidents/7/messages': ({ body }) => {
      sent.push({ path: '/api/admin/incidents/7/messages', body });
      const stored = message(3, { senderType: 'staff', sender: 'Legal Advisor', staffName: 'Robin', content: (body as { content: string }).content });
      thread.messages.push(stored);
      return { status: 201, body: stored };
    },
    'POST /api/admin/notify-victim': ({ body }) => {
      sent.push({ path: '/api/admin/notify-victim', body });
      return { status: 201, body: { messageId: 9, sentTo: 'sam@example.com' } };
    },
  });
  return sent;
}

const renderPage = (at: string) =>
  renderInApp(
    <Routes>
      <Route path="/admin/communications" element={<CommunicationsPage />} />
    </Routes>,
    { at },
  );


afterEach(() => dismissToast());

describe('Communications', () => {
  it('lists who waits and for how long, with unread counts', async () => {
    serverWith();
    const { container } = renderPage('/admin/communications');
    const row = (await screen.findByText('FR-000007')).closest('tr')!;
    expect(within(row).getByText('2 unread')).toBeTruthy();
    expect(within(row).getByText('waiting 3 days')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens a conversation, marks it read, shows the note as internal, and sends a reply as the chosen role', async () => {
    const sent = serverWith();
    const { user } = renderPage('/admin/communications?case=7');
    const dialog = await screen.findByRole('dialog', { name: 'Conversation on FR-000007' });
    await within(dialog).findByText('Chase the bank Friday');
    expect(within(dialog).getByText('Internal note')).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/admin/incidents/7/messages/read'));

    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please write a message')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/admin/incidents/7/messages')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText(/Reply as/), 'Legal Advisor');
    await user.type(within(dialog).getByLabelText(/Message/), 'We have your letter.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(toastText()).toContain('Reply sent'));
    expect(sent.find((s) => s.path === '/api/admin/incidents/7/messages')?.body).toEqual({ content: 'We have your letter.', role: 'Legal Advisor', internal: false });
  });

  it('adds an internal note with the same form', async () => {
    const sent = serverWith();
    const { user } = renderPage('/admin/communications?case=7');
    const dialog = await screen.findByRole('dialog', { name: 'Conversation on FR-000007' });
    await user.type(await within(dialog).findByLabelText(/Message/), 'Bank called back.');
    await user.click(within(dialog).getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(toastText()).toContain('Note added'));
    expect(sent.find((s) => s.path === '/api/admin/incidents/7/messages')?.body).toMatchObject({ internal: true, content: 'Bank called back.' });
  });

  it('sends a notification to one case, refusing a missing subject or a bad reference first', async () => {
    const sent = serverWith();
    const { user } = renderPage('/admin/communications');
    const form = (await screen.findByRole('heading', { name: 'Send a notification' })).closest('section')!;
    await user.type(within(form).getByLabelText(/Case reference/), 'case seven');
    await user.click(within(form).getByRole('button', { name: 'Send Notification' }));
    expect(await within(form).findByText('Please enter a case reference like FR-000123, or pick a case from the list')).toBeTruthy();
    expect(within(form).getByText('Please enter a subject')).toBeTruthy();
    expect(sent.filter((s) => s.path === '/api/admin/notify-victim')).toEqual([]);

    await user.clear(within(form).getByLabelText(/Case reference/));
    await user.type(within(form).getByLabelText(/Case reference/), 'FR-000007');
    await user.type(within(form).getByLabelText(/Subject/), 'Documents we need');
    await user.type(within(form).getByLabelText(/^Message/), 'Please upload your statement.');
    await user.click(within(form).getByRole('button', { name: 'Send Notification' }));
    await waitFor(() => expect(toastText()).toContain('Notification sent'));
    expect(sent.find((s) => s.path === '/api/admin/notify-victim')?.body).toEqual({ incidentId: 7, subject: 'Documents we need', message: 'Please upload your statement.' });
  });
});

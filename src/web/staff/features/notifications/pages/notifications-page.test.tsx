import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkOperation, NotificationTemplate, RecipientCounts } from '@shared/notifications/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { renderAt, toastText } from '@/test/render';
import NotificationsPage from './notifications-page';

const counts: RecipientCounts = { all: 1234, verified: 1000, unverified: 234, unsubscribed: 3, ownCasesOnly: false };
const template: NotificationTemplate = {
  id: 4,
  name: 'Office closed',
  subject: 'Our office is closed',
  content: 'Dear {{name}}, we are closed on Friday.',
  type: 'email',
  category: 'Service',
  isActive: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const operation = (values: Partial<BulkOperation> = {}): BulkOperation => ({
  id: 9,
  status: 'running',
  totalItems: 200,
  processedItems: 50,
  failedItems: 2,
  subject: 'Holiday hours',
  type: 'all',
  ownCasesOnly: false,
  initiatedBy: 'alex',
  createdAt: '2026-11-26T09:00:00.000Z',
  startedAt: '2026-11-26T09:00:01.000Z',
  completedAt: null,
  ...values,
});

function server(options: { role?: 'admin' | 'caseworker'; send?: { status: number; body: unknown }; operations?: BulkOperation[] } = {}) {
  const sent: unknown[] = [];
  const cancelled: string[] = [];
  fakeApi({
    'GET /api/admin/session': { status: 200, body: { adminId: 1, username: 'alex', displayName: 'Alex', role: options.role ?? 'admin' } },
    'GET /api/admin/notifications/recipient-counts': { status: 200, body: { ...counts, ownCasesOnly: options.role === 'caseworker' } },
    'GET /api/admin/bulk-operations': { status: 200, body: { items: options.operations ?? [] } },
    'GET /api/admin/notification-templates': { status: 200, body: { items: [template, { ...template, id: 5, name: 'Old', isActive: false }] } },
    'POST /api/admin/send-notification': ({ body }) => {
      sent.push(body);
      return options.send ?? { status: 202, body: { operationId: 10 } };
    },
    'POST /api/admin/bulk-operations/9/cancel': ({ url }) => {
      cancelled.push(url.pathname);
      return { status: 200, body: operation({ status: 'cancelled', processedItems: 60 }) };
    },
  });
  return { sent, cancelled };
}

const renderPage = () => renderAt('/admin/notifications', <NotificationsPage />);

afterEach(() => dismissToast());

describe('the notifications page', () => {
  it('shows how many each choice reaches, the recent sends with their progress in words, and passes axe', async () => {
    server({ operations: [operation()] });
    const { container } = renderPage();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('1,000')).toBeTruthy();
    expect(screen.getByText('234')).toBeTruthy();
    expect(screen.getByText('3 people have unsubscribed and are left out.')).toBeTruthy();
    const progress = await screen.findByRole('progressbar', { name: 'Progress of “Holiday hours”' });
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    expect(progress.getAttribute('aria-valuetext')).toBe('50 of 200 done; 2 could not be delivered');
    await screen.findByRole('cell', { name: 'Office closed' });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('opens the dialog from a card with that choice, refuses an empty subject, starts from a template and sends', async () => {
    const api = server();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Verified users only/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a notification' });
    expect(within(dialog).getByRole('radio', { name: /Verified users only/ })).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1,000 people' }));
    expect(await within(dialog).findByText('Please enter a subject')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a message')).toBeTruthy();
    // Only active templates are offered.
    expect(within(dialog).queryByRole('option', { name: 'Old' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Start from a template'), 'Office closed');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveProperty('value', 'Our office is closed');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1,000 people' }));
    await waitFor(() => expect(api.sent).toEqual([{ type: 'verified', subject: 'Our office is closed', message: 'Dear {{name}}, we are closed on Friday.', templateId: 4 }]));
    await waitFor(() => expect(toastText()).toBe('Notification started Sending to 1,000 people. Its progress shows under Recent sends.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says inside the dialog what the server refused, keeping what was typed", async () => {
    server({ send: { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Nobody would receive this: there are no recipients of that kind' } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a notification' });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Hello');
    await user.type(within(dialog).getByLabelText(/^Message/), 'Some words');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1,234 people' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nobody would receive this: there are no recipients of that kind');
    expect(within(dialog).getByLabelText(/^Message/)).toHaveProperty('value', 'Some words');
  });

  it('cancels a send that is still going', async () => {
    const api = server({ operations: [operation()] });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel sending' }));
    await waitFor(() => expect(api.cancelled).toEqual(['/api/admin/bulk-operations/9/cancel']));
    await waitFor(() => expect(toastText()).toBe('Sending cancelled Cancelled after 60 of 200; 2 could not be delivered'));
  });

  it('lets a case worker send to their own cases, and not change templates', async () => {
    server({ role: 'caseworker' });
    renderPage();
    expect(await screen.findByText(/Counting the victims of your own cases only/)).toBeTruthy();
    expect(await screen.findByText('Only an admin can change templates.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Office closed' })).toBeNull();
  });
});

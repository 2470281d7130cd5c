import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertEvent, AlertRule } from '@shared/alerts/schema';
import { dismissToast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderAt, toastText } from '@/test/render';
import AlertsPage from './alerts-page';

const bigLosses: AlertRule = {
  id: 1,
  name: 'Big losses',
  conditions: { triggerType: 'large_loss', amount: '10000.00' },
  description: 'A loss above $10,000.00 is reported',
  notifyStaff: [{ id: 7, name: 'Maria Ortiz' }],
  isActive: true,
  lastTriggered: '2026-03-04T10:00:00.000Z',
  triggerCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const busyPlatforms: AlertRule = {
  id: 2,
  name: 'Busy platforms',
  conditions: { triggerType: 'platform_reports', count: 5, days: 7 },
  description: 'A platform is reported 5 times within 7 days',
  notifyStaff: [],
  isActive: false,
  lastTriggered: null,
  triggerCount: 0,
  createdAt: '2026-01-02T00:00:00.000Z',
};
const event = (id: number, values: Partial<AlertEvent> = {}): AlertEvent => ({
  id,
  alertId: 1,
  alertName: 'Big losses',
  message: `A loss of $12,000.00 was reported on FR-00001${id}`,
  link: `/admin/incidents/1${id}`,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  unread: false,
  ...values,
});
const directory = {
  items: [
    { id: 7, displayName: 'Maria Ortiz', role: 'admin', email: 'maria@org.example' },
    { id: 8, displayName: 'Tom Berg', role: 'caseworker', email: 'tom@org.example' },
    { id: 9, displayName: 'Sam Lee', role: 'caseworker', email: null },
  ],
};

const sessionAs = (role: 'admin' | 'caseworker') => ({ status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } });

function serverWith(role: 'admin' | 'caseworker', answers: Parameters<typeof fakeApi>[0] = {}) {
  const fetch = fakeApi({
    'GET /api/admin/session': sessionAs(role),
    'GET /api/admin/alerts': { status: 200, body: { items: [bigLosses, busyPlatforms] } },
    'GET /api/admin/alerts/events': { status: 200, body: { items: [event(2, { unread: true }), event(1)], total: 2, unread: 1 } },
    'POST /api/admin/alerts/events/read': { status: 200, body: { unread: 0 } },
    'GET /api/admin/alerts/unread': { status: 200, body: { unread: 0 } },
    'GET /api/admin/staff/directory': { status: 200, body: directory },
    ...answers,
  });
  const calls = (method: string, path: string) => fetch.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && new URL(String(url), 'http://localhost').pathname === path);
  return { fetch, calls };
}

const renderPage = () => renderAt('/admin/alerts', <AlertsPage />);

afterEach(() => dismissToast());

describe('the Alerts page', () => {
  it('lists the rules and what they found, marks the alerts read once, and passes axe', async () => {
    const server = serverWith('admin');
    renderPage();
    const table = await screen.findByRole('table', { name: 'Alert rules' });
    await within(table).findByText('Big losses');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('A loss above $10,000.00 is reported')).toBeTruthy();
    expect(within(rows[1]!).getByText('Maria Ortiz')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    expect(within(rows[2]!).getByText('Nobody')).toBeTruthy();
    expect(within(rows[2]!).getByRole('switch', { name: 'Active: Busy platforms' }).getAttribute('aria-checked')).toBe('false');

    const list = await screen.findByRole('list', { name: 'Recent alerts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    expect(within(items[1]!).queryByText('New')).toBeNull();
    expect(within(items[0]!).getByText('Rule: Big losses')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/admin/incidents/12');
    expect(screen.getByText('1–2 of 2 alerts')).toBeTruthy();
    expect(String(server.calls('GET', '/api/admin/alerts/events')[0]?.[0])).toContain('page=1&pageSize=25');

    await waitFor(() => expect(server.calls('POST', '/api/admin/alerts/events/read')).toHaveLength(1));
    // The list keeps its marker after the read, and the read is not asked for again.
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    const violations = (await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
    expect(server.calls('POST', '/api/admin/alerts/events/read')).toHaveLength(1);
  });

  it('pages the alerts on the server', async () => {
    const server = serverWith('admin', {
      'GET /api/admin/alerts/events': ({ url }) => ({
        status: 200,
        body: { items: url.searchParams.get('page') === '2' ? [event(1)] : [event(3), event(2)], total: 26, unread: 0 },
      }),
    });
    const { user } = renderPage();
    await screen.findByText('1–25 of 26 alerts');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('26–26 of 26 alerts');
    expect(server.calls('GET', '/api/admin/alerts/events').map(([url]) => new URL(String(url), 'http://localhost').search)).toEqual([
      '?page=1&pageSize=25',
      '?page=2&pageSize=25',
    ]);
  });

  it('creates a rule: a bad amount is shown under its field, then the rule is saved with the right body', async () => {
    const sent: unknown[] = [];
    serverWith('admin', {
      'POST /api/admin/alerts': ({ body }) => {
        sent.push(body);
        return { status: 201, body: { ...bigLosses, id: 3, name: 'Very large losses' } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Very large losses');
    await user.selectOptions(within(dialog).getByLabelText(/^Watch for/), 'large_loss');
    const amount = within(dialog).getByLabelText(/^Loss above/);
    await user.type(amount, '12.345');
    expect(within(dialog).getByRole('checkbox', { name: /Sam Lee/ }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tom Berg' }));
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    expect((await axe.run(dialog, options)).violations.map((v) => v.id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(amount)).toBe('USD 12.345: USD amounts have at most 2 decimal places'));
    expect(sent).toEqual([]);

    // One amount per currency (issue 28); a bare amount is in US dollars, as rules were before currencies.
    await user.clear(amount);
    await user.type(amount, '25000.50');
    expect(within(dialog).getByText('In words: A loss above $25,000.50 is reported.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, 'USD 25000.50, EUR 9000');
    expect(within(dialog).getByText('In words: A loss above $25,000.50 or €9,000.00 is reported.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ name: 'Very large losses', conditions: { triggerType: 'large_loss', amount: 'USD 25000.50, EUR 9000' }, notifyStaffIds: [8], isActive: true }]);
    await waitFor(() => expect(toastText()).toContain('Alert Saved'));
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    serverWith('admin', {
      'PUT /api/admin/alerts/2': { status: 400, body: { code: 'VALIDATION_FAILED', message: 'One of the staff members chosen has no e-mail address' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Busy platforms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    const count = within(dialog).getByLabelText(/^Number of reports/);
    expect((count as HTMLInputElement).value).toBe('5');
    await user.clear(count);
    await user.type(count, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('One of the staff members chosen has no e-mail address');
    expect((within(dialog).getByLabelText(/^Number of reports/) as HTMLInputElement).value).toBe('9');
    await waitFor(() => expect(toastText()).toBe('Error One of the staff members chosen has no e-mail address'));
  });

  it('switches a rule off with a PUT of the same rule and isActive false', async () => {
    const puts: unknown[] = [];
    serverWith('admin', {
      'PUT /api/admin/alerts/1': ({ body }) => {
        puts.push(body);
        return { status: 200, body: { ...bigLosses, isActive: false } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Active: Big losses' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({ name: 'Big losses', conditions: { triggerType: 'large_loss', amount: '10000.00' }, notifyStaffIds: [7], isActive: false });
    await waitFor(() => expect(toastText()).toBe('Alert Saved Big losses is off.'));
  });

  it('deletes a rule only after asking', async () => {
    const server = serverWith('admin', { 'DELETE /api/admin/alerts/1': { status: 204, body: null } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Big losses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the rule “Big losses”?' });
    expect(within(dialog).getByText('What it found is deleted with it.')).toBeTruthy();
    expect(server.calls('DELETE', '/api/admin/alerts/1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('DELETE', '/api/admin/alerts/1')).toHaveLength(1);
    await waitFor(() => expect(toastText()).toContain('Alert Deleted'));
  });

  it("shows the spec's failure toast when a delete fails", async () => {
    serverWith('admin', { 'DELETE /api/admin/alerts/1': { status: 500, body: {} } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Big losses' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastText()).toBe('Error Failed to delete alert'));
  });

  it('shows a case worker the rules read-only, with a plain note', async () => {
    serverWith('caseworker');
    renderPage();
    expect(await screen.findByText('Only an admin can change alert rules.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Alert rules' });
    await within(table).findByText('Big losses');
    expect(screen.queryByRole('button', { name: 'New rule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(within(table).getByText('On')).toBeTruthy();
    expect(within(table).getByText('Off')).toBeTruthy();
  });
});

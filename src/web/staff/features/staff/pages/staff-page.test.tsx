import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMember } from '@shared/staff/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import StaffPage from './staff-page';

const maria: StaffMember = {
  id: 1,
  username: 'maria',
  displayName: 'Maria Ortiz',
  email: 'maria@org.example',
  role: 'admin',
  disabled: false,
  lastLoginAt: '2026-03-04T10:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const tom: StaffMember = { ...maria, id: 2, username: 'tom', displayName: 'Tom Berg', email: 'tom@org.example', role: 'caseworker', lastLoginAt: null };

function renderStaff() {
  return renderAt('/admin/staff', <StaffPage />);
}

const sessionAs = (role: 'admin' | 'caseworker') => ({ status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role } });

afterEach(() => vi.restoreAllMocks());

describe('the Staff section', () => {
  it('tells a case worker plainly that only an admin manages staff, and loads no list', async () => {
    const fetch = fakeApi({ 'GET /api/admin/session': sessionAs('caseworker') });
    renderStaff();
    expect(await screen.findByText('Only an admin can manage staff accounts.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/staff'))).toBe(false);
  });

  it('lists the accounts the server pages, with role, status and last sign-in', async () => {
    const fetch = fakeApi({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/staff': { status: 200, body: { items: [maria, tom], total: 2 } },
    });
    renderStaff();
    const table = await screen.findByRole('table', { name: /Staff accounts/ });
    await within(table).findByText('Tom Berg');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Case worker')).toBeTruthy();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Last sign-in (UTC)' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Mar 4, 2026, 10:00 AM')).toBeTruthy();
    expect(String(fetch.mock.calls.find(([url]) => String(url).startsWith('/api/admin/staff'))?.[0])).toContain('page=1&pageSize=25');
  });

  it('adds a staff member and shows the development link the server returns', async () => {
    let created: unknown;
    fakeApi({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/staff': { status: 200, body: { items: [maria], total: 1 } },
      'POST /api/admin/staff': ({ body }) => {
        created = body;
        return { status: 201, body: { staff: tom, setPasswordUrl: 'http://localhost:5173/admin/set-password?token=abc' } };
      },
    });
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Username/), 'tom');
    await user.type(within(dialog).getByLabelText(/Display name/), 'Tom Berg');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'tom@org.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual({ username: 'tom', displayName: 'Tom Berg', email: 'tom@org.example', role: 'caseworker' });
    expect(screen.getByRole('link', { name: 'http://localhost:5173/admin/set-password?token=abc' })).toBeTruthy();
  });

  it('shows a taken username next to its field', async () => {
    fakeApi({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/staff': { status: 200, body: { items: [maria], total: 1 } },
      'POST /api/admin/staff': { status: 409, body: { code: 'USERNAME_TAKEN', message: 'This username is already in use' } },
    });
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Username/), 'maria');
    await user.type(within(dialog).getByLabelText(/Display name/), 'Maria Two');
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'maria2@org.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findByText('This username is already in use')).toBeTruthy();
  });

  it('disables an account only after a confirmation, and shows the last-admin refusal', async () => {
    const puts: unknown[] = [];
    fakeApi({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/staff': { status: 200, body: { items: [maria], total: 1 } },
      'PUT /api/admin/staff/1': ({ body }) => {
        puts.push(body);
        return { status: 409, body: { code: 'LAST_ADMIN', message: 'There must always be at least one active admin' } };
      },
    });
    const { user } = renderStaff();
    await user.click(await screen.findByRole('button', { name: 'Actions for maria' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable account' }));
    const dialog = await screen.findByRole('dialog');
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('There must always be at least one active admin')).toBeTruthy();
    expect(puts).toEqual([{ disabled: true }]);
  });

  it('has no axe violations', async () => {
    fakeApi({
      'GET /api/admin/session': sessionAs('admin'),
      'GET /api/admin/staff': { status: 200, body: { items: [maria, tom], total: 2 } },
    });
    renderStaff();
    await screen.findByText('Tom Berg');
    const options: axe.RunOptions = { rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false }, region: { enabled: false } } };
    const violations = (await axe.run(document.body, options)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(violations).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { phoneProblem } from '@shared/places/phone';
import type { StaffUser } from '@shared/users/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { messageOf, renderInApp } from '@/test/render';
import UsersPage from './users-page';

function user(id: number, values: Partial<StaffUser> = {}): StaffUser {
  return {
    id,
    email: `person${id}@example.com`,
    fullName: `Person ${id}`,
    phone: null,
    country: 'Kenya',
    isVerified: true,
    createdAt: '2026-02-15T09:00:00.000Z',
    updatedAt: '2026-02-15T09:00:00.000Z',
    ...values,
  };
}

type Sent = { method: string; path: string; body: unknown };

function serverWith(options: { role: 'admin' | 'caseworker'; users?: StaffUser[]; createAnswer?: { status: number; body: unknown } }) {
  const sent: Sent[] = [];
  const users = options.users ?? [user(1)];
  const record = (method: string) => (request: { url: URL; body: unknown }) => {
    sent.push({ method, path: request.url.pathname + request.url.search, body: request.body });
    return { status: 200, body: {} };
  };
  const fetch = fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'me', displayName: 'Me', role: options.role } },
    'GET /api/admin/users': (request) => {
      sent.push({ method: 'GET', path: request.url.pathname + request.url.search, body: undefined });
      return { status: 200, body: { items: users, total: users.length } };
    },
    'POST /api/admin/users': (request) => {
      sent.push({ method: 'POST', path: request.url.pathname, body: request.body });
      return options.createAnswer ?? { status: 201, body: { ...user(9), mailSent: true } };
    },
    'GET /api/admin/export/users': (request) => {
      sent.push({ method: 'GET', path: request.url.pathname + request.url.search, body: undefined });
      return { status: 200, body: [] };
    },
    'DELETE /api/admin/users/1': (request) => {
      record('DELETE')(request);
      return { status: 204, body: null };
    },
  });
  return { sent, fetch };
}

function renderPage(at = '/admin/users') {
  return renderInApp(
    <Routes>
      <Route path="/admin/users" element={<UsersPage />} />
    </Routes>,
    { at },
  );
}

async function openMenuItem(userView: ReturnType<typeof renderPage>['user'], email: string, item: string) {
  await userView.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  await userView.click(await screen.findByRole('menuitem', { name: item }));
}

describe('the Users section', () => {
  it('lists users with the search, filter and actions the spec names, and is axe-clean', async () => {
    serverWith({ role: 'caseworker' });
    const { container } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    expect(await screen.findByText('person1@example.com')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by e-mail or name')).toBeTruthy();
    const show = screen.getByLabelText('Show');
    expect(within(show).getAllByRole('option').map((o) => o.textContent)).toEqual(['All users', 'Verified', 'Unverified']);
    expect(screen.getByRole('button', { name: /Create User/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("exports every user matching the page's search, filter and sort, not only the page", async () => {
    const { sent } = serverWith({ role: 'caseworker' });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:users', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user: view } = renderPage('/admin/users?q=ann&status=unverified&sort=email&page=2');
    await view.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(sent.filter((s) => s.path.startsWith('/api/admin/export'))).toHaveLength(1));
    expect(sent.find((s) => s.path.startsWith('/api/admin/export'))!.path).toBe('/api/admin/export/users?q=ann&status=unverified&sort=email&format=csv');
    click.mockRestore();
  });

  it('offers Delete User to admins only', async () => {
    serverWith({ role: 'caseworker' });
    const { user: view } = renderPage();
    await view.click(await screen.findByRole('button', { name: 'Actions for person1@example.com' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['View Details', 'Unverify', 'Edit User', 'Send Password Reset Link']);
  });
});

describe('Create User', () => {
  it("opens on arrival from the overview's 'Add User' quick action (?create=1)", async () => {
    serverWith({ role: 'admin' });
    renderPage('/admin/users?create=1');
    expect(await screen.findByRole('dialog', { name: 'Create User' })).toBeTruthy();
  });

  it('stays closed on a plain visit', async () => {
    serverWith({ role: 'admin' });
    renderPage();
    await screen.findByText('person1@example.com');
    expect(screen.queryByRole('dialog', { name: 'Create User' })).toBeNull();
  });

  it('requires full name, e-mail and country with the shared messages, and sends nothing until they are there', async () => {
    const { sent } = serverWith({ role: 'admin' });
    const { user: view } = renderPage();
    await view.click(await screen.findByRole('button', { name: /Create User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await view.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText(/Full name/))).toBe('Full name is required'));
    expect(messageOf(within(dialog).getByLabelText(/E-mail/))).toBe('Please enter a valid email address');
    expect(messageOf(within(dialog).getByLabelText(/Country/))).toBe('Country is required');
    expect(messageOf(within(dialog).getByLabelText(/Phone/))).toBeNull();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);

    await view.type(within(dialog).getByLabelText(/Full name/), 'Ada Lovelace');
    await view.type(within(dialog).getByLabelText(/E-mail/), 'Ada@Example.com');
    await view.selectOptions(within(dialog).getByLabelText(/Country/), 'Kenya');
    await view.type(within(dialog).getByLabelText(/Phone/), '0712 345');
    await view.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(messageOf(within(dialog).getByLabelText(/Phone/))).toBe(phoneProblem('KE')));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await view.type(within(dialog).getByLabelText(/Phone/), '678');
    await view.click(within(dialog).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    // Issue 28: the country by its ISO code, the phone read in it and sent in E.164.
    expect(sent.find((s) => s.method === 'POST')!.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'KE',
      phone: '+254712345678',
      isVerified: true,
    });
    expect(await screen.findByText('User created')).toBeTruthy();
  });

  it("shows 'Failed to create user' with the server's message, and marks the e-mail when it is taken", async () => {
    serverWith({ role: 'admin', createAnswer: { status: 409, body: { code: 'EMAIL_TAKEN', message: 'A user with this e-mail already exists' } } });
    const { user: view } = renderPage();
    await view.click(await screen.findByRole('button', { name: /Create User/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });
    await view.type(within(dialog).getByLabelText(/Full name/), 'Ada Lovelace');
    await view.type(within(dialog).getByLabelText(/E-mail/), 'ada@example.com');
    await view.selectOptions(within(dialog).getByLabelText(/Country/), 'GB');
    await view.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('Failed to create user: A user with this e-mail already exists')).toBeTruthy();
    expect(messageOf(within(dialog).getByLabelText(/E-mail/))).toBe('A user with this e-mail already exists');
  });
});

describe('Delete User', () => {
  it('stays disabled until the e-mail is typed exactly, says what is removed, then deletes with the confirmation', async () => {
    const { sent } = serverWith({ role: 'admin' });
    const { user: view } = renderPage();
    await openMenuItem(view, 'person1@example.com', 'Delete User');
    const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(dialog.textContent).toContain('aggregate statistics remain');
    const button = within(dialog).getByRole('button', { name: 'Delete User' });
    const field = within(dialog).getByLabelText(/Type person1@example.com to confirm/);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await view.type(field, 'person1@example.co');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await view.type(field, 'm');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await view.click(button);
    await waitFor(() => expect(sent.filter((s) => s.method === 'DELETE')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'DELETE')).toMatchObject({ path: '/api/admin/users/1', body: { confirmEmail: 'person1@example.com' } });
    expect(await screen.findByText('User deleted')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
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

afterEach(() => vi.restoreAllMocks());

describe("resetting a colleague's second factor (issue 22)", () => {
  it('is offered on a colleague, confirmed first, and never on the admin themself', async () => {
    const resets: string[] = [];
    fakeApi({
      'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria Ortiz', role: 'admin' } },
      'GET /api/admin/staff': { status: 200, body: { items: [maria, tom], total: 2 } },
      'DELETE /api/admin/staff/2/second-factor': ({ url }) => {
        resets.push(url.pathname);
        return { status: 204, body: null };
      },
    });
    const { user } = renderAt('/admin/staff', <StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Actions for maria' }));
    expect((await screen.findByRole('menuitem', { name: 'Reset second factor' })).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for tom' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset second factor' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Tom Berg's second factor?" });
    expect(resets).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await waitFor(() => expect(resets).toEqual(['/api/admin/staff/2/second-factor']));
    expect(await screen.findByText("Tom Berg's app, passkeys and recovery codes were removed, and they were signed out.")).toBeTruthy();
  });
});

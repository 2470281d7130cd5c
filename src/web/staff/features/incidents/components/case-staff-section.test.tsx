import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CaseStaffList, CaseStaffMember } from '@shared/incidents/case-staff';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseStaffSection } from './case-staff-section';

const member = (adminId: number, name: string, values: Partial<CaseStaffMember> = {}): CaseStaffMember => ({
  adminId,
  name,
  staffRole: 'caseworker',
  role: 'Case Manager',
  confirmed: true,
  owner: false,
  addedBy: 'Maria Ortiz',
  addedAt: '2026-11-20T10:00:00.000Z',
  confirmedBy: 'Maria Ortiz',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  disabled: false,
  ...values,
});
const team = (isAdmin: boolean): CaseStaffList => ({
  members: [member(7, 'Robin Park', { owner: true }), member(8, 'Sam Lee')],
  viewer: { adminId: isAdmin ? 1 : 8, isAdmin },
});

describe('the case team', () => {
  it("marks the owner, and lets an admin give the case to another of its staff", async () => {
    const given: CaseStaffList = { ...team(true), members: [member(7, 'Robin Park'), member(8, 'Sam Lee', { owner: true })] };
    const fetch = fakeApi({
      'GET /api/admin/incidents/14/staff': { status: 200, body: team(true) },
      'GET /api/admin/staff/directory': { status: 200, body: { items: [] } },
      'POST /api/admin/incidents/14/staff/8/owner': { status: 200, body: given },
    });
    const { user, container } = renderInApp(<CaseStaffSection incidentId={14} />);
    const robin = (await screen.findByText('Robin Park')).closest('li')!;
    expect(within(robin).getByText('Owner')).toBeTruthy();
    expect(within(robin).queryByRole('button', { name: /Give the case/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Give the case to Sam Lee' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith('/api/admin/incidents/14/staff/8/owner') && init?.method === 'POST')).toBe(true));
    expect(screen.getByRole('checkbox', { name: 'Make them the owner' })).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('offers a caseworker no way to give the case away', async () => {
    fakeApi({ 'GET /api/admin/incidents/14/staff': { status: 200, body: team(false) } });
    renderInApp(<CaseStaffSection incidentId={14} />);
    await screen.findByText('Robin Park');
    expect(screen.queryByRole('button', { name: /Give the case/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave this case' })).toBeTruthy();
  });
});

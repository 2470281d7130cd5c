import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatDay, localDay } from '@shared/tasks/due-dates';
import type { BellPage, MyWork, QueueCase } from '@shared/work/schema';
import { fakeApi } from '@/test/fake-api';
import { renderAt } from '@/test/render';
import MyWorkPage from './my-work-page';

const queueCase = (id: number, values: Partial<QueueCase> = {}): QueueCase => ({
  id,
  reference: `FR-${String(id).padStart(6, '0')}`,
  platformName: 'Orbit Coins',
  status: 'under_review',
  fraudType: 'cryptocurrency_fraud',
  lossAmount: '2500.00',
  currency: 'USD',
  createdAt: '2026-11-20T10:00:00.000Z',
  awaitingStaffSince: null,
  ownerName: 'Robin Park',
  ...values,
});

const work: MyWork = {
  counts: { mine: 2, waiting: 1, unassigned: 1000, applications: 0 },
  mine: [queueCase(14, { awaitingStaffSince: '2026-11-25T09:30:00.000Z' }), queueCase(15)],
  waiting: [queueCase(14, { awaitingStaffSince: '2026-11-25T09:30:00.000Z' })],
  unassigned: [queueCase(21, { status: 'open', ownerName: null })],
  applications: [],
  due: [],
  dueCount: 0,
};
const today = localDay(new Date());
const bell: BellPage = {
  items: [
    { key: 'audit:9', kind: 'victim_message', message: 'New message from the victim on FR-000014', link: '/admin/incidents/14', createdAt: '2026-11-25T09:30:00.000Z', unread: true },
    { key: 'alert:2', kind: 'alert', message: 'A loss of $52,000.00 was reported on FR-000021', link: '/admin/incidents/21', createdAt: '2026-11-24T09:30:00.000Z', unread: false },
  ],
  hasMore: false,
  unread: 1,
};

function serve() {
  return fakeApi({
    'GET /api/admin/my-work': { status: 200, body: work },
    'GET /api/admin/bell': { status: 200, body: bell },
    'POST /api/admin/bell/read': { status: 200, body: { unread: 0 } },
    'GET /api/admin/bell/unread': { status: 200, body: { unread: 1 } },
  });
}

describe('My work', () => {
  it('shows each queue with its count and its cases, and what is new, marked, with where to go', async () => {
    serve();
    const { container } = renderAt('/admin/my-work', <MyWorkPage />);
    const mine = await screen.findByRole('region', { name: 'My cases (2)' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(2);
    expect(within(mine).getByRole('link', { name: 'FR-000014' }).getAttribute('href')).toBe('/admin/incidents/14');
    expect(within(mine).getAllByText(/Waiting since/)).toHaveLength(1);
    expect(within(mine).getByText(/Waiting since/).textContent).toBe('Waiting since Nov 25, 2026, 9:30 AM UTC');
    const unassigned = screen.getByRole('region', { name: 'New reports nobody has taken (1,000+)' });
    expect(within(unassigned).getByText('No owner')).toBeTruthy();
    expect(within(unassigned).getByText(/^The first 1 of 1,000\+, most pressing first\./)).toBeTruthy();
    // A thousand reports and more wait: the whole queue is one filter of the incidents list away.
    expect(within(unassigned).getByRole('link', { name: 'See them all in Incidents' }).getAttribute('href')).toBe('/admin/incidents?status=open&owner=unassigned');
    expect(within(mine).queryByRole('link', { name: /See them all/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Applications waiting for a decision (0)' })).getByText('No application is waiting.')).toBeTruthy();

    const fresh = within(screen.getByRole('list', { name: 'New for you' })).getAllByRole('listitem');
    expect(fresh[0]!.textContent).toContain('New');
    expect(within(fresh[0]!).getByRole('link', { name: 'New message from the victim on FR-000014' }).getAttribute('href')).toBe('/admin/incidents/14');
    expect(within(fresh[1]!).queryByText('New')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows each case’s loss in its own currency: €7,750.00, not $7,750.00 (issue 28)', async () => {
    fakeApi({
      'GET /api/admin/my-work': { status: 200, body: { ...work, mine: [queueCase(14, { lossAmount: '7750.00', currency: 'EUR' }), queueCase(15)] } },
      'GET /api/admin/bell': { status: 200, body: bell },
      'POST /api/admin/bell/read': { status: 200, body: { unread: 0 } },
      'GET /api/admin/bell/unread': { status: 200, body: { unread: 1 } },
    });
    renderAt('/admin/my-work', <MyWorkPage />);
    const mine = await screen.findByRole('region', { name: 'My cases (2)' });
    const [euros, dollars] = within(mine).getAllByRole('listitem');
    expect(within(euros!).getByText('€7,750.00')).toBeTruthy();
    expect(euros!.textContent).not.toContain('$7,750.00');
    expect(within(dollars!).getByText('$2,500.00')).toBeTruthy();
  });

  it('marks what is new as read once it has been shown, and keeps its marker on screen', async () => {
    const fetch = serve();
    renderAt('/admin/my-work', <MyWorkPage />);
    await screen.findByRole('list', { name: 'New for you' });
    await waitFor(() => expect(fetch.mock.calls.filter(([url, init]) => String(url).includes('/api/admin/bell/read') && init?.method === 'POST')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'New for you' })).getAllByText('New')).toHaveLength(1);
  });

  it('shows what of mine is due, overdue said in words, a task linking to its case’s tasks', async () => {
    fakeApi({
      'GET /api/admin/my-work': {
        status: 200,
        body: {
          ...work,
          due: [
            { key: 'case:14', kind: 'case', title: null, incidentId: 14, caseReference: 'FR-000014', platformName: 'Orbit Coins', dueOn: addDays(today, -2) },
            { key: 'task:7', kind: 'task', title: 'Call the bank', incidentId: 15, caseReference: 'FR-000015', platformName: 'Orbit Coins', dueOn: today },
            { key: 'task:8', kind: 'task', title: 'Send the letter', incidentId: 15, caseReference: 'FR-000015', platformName: 'Orbit Coins', dueOn: addDays(today, 4) },
          ],
          dueCount: 3,
        } satisfies MyWork,
      },
      'GET /api/admin/bell': { status: 200, body: { items: [], hasMore: false, unread: 0 } },
      'POST /api/admin/bell/read': { status: 200, body: { unread: 0 } },
    });
    const { container } = renderAt('/admin/my-work', <MyWorkPage />);
    const due = await screen.findByRole('region', { name: 'Due (3)' });
    const items = within(due).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain(`Overdue: was due ${formatDay(addDays(today, -2))}`);
    expect(items[0]!.textContent).toContain('The case itself');
    expect(within(items[0]!).getByRole('link', { name: 'FR-000014' }).getAttribute('href')).toBe('/admin/incidents/14');
    expect(items[1]!.textContent).toContain('Due today');
    expect(items[1]!.textContent).toContain('Call the bank');
    expect(within(items[1]!).getByRole('link', { name: 'FR-000015' }).getAttribute('href')).toBe('/admin/incidents/15#tasks');
    expect(items[2]!.textContent).not.toContain('Overdue');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('says when nothing of mine is due', async () => {
    serve();
    renderAt('/admin/my-work', <MyWorkPage />);
    expect(within(await screen.findByRole('region', { name: 'Due (0)' })).getByText('Nothing of yours is due this week.')).toBeTruthy();
  });

  it('says so calmly when the queues could not be loaded', async () => {
    fakeApi({
      'GET /api/admin/my-work': { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } },
      'GET /api/admin/bell': { status: 200, body: { items: [], hasMore: false, unread: 0 } },
      'POST /api/admin/bell/read': { status: 200, body: { unread: 0 } },
    });
    renderAt('/admin/my-work', <MyWorkPage />);
    expect(await screen.findByText('Your work could not be loaded. Try Refresh All.')).toBeTruthy();
    expect(screen.getByText('Nothing new.')).toBeTruthy();
  });
});

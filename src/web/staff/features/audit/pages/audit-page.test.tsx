import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogItem, AuditLogPage } from '@shared/audit/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { RecordHistory } from '@/staff/components/record-history';
import AuditPage from './audit-page';

const item: AuditLogItem = {
  id: 9,
  actorType: 'admin',
  actorId: '2',
  actorLabel: 'maria',
  actorRole: 'caseworker',
  action: 'incident.status_changed',
  entityType: 'fraud_incident',
  entityId: '42',
  before: { status: 'open', version: 1 },
  after: { status: 'investigating', version: 2 },
  ip: '203.0.113.9',
  createdAt: '2026-03-04T09:00:00.000Z',
};

function server(role: 'admin' | 'caseworker', page: AuditLogPage = { items: [item], total: 1 }) {
  return fakeApi({
    'GET /api/admin/session': { status: 200, body: { username: 'maria', displayName: 'Maria', role } },
    'GET /api/admin/audit-log': { status: 200, body: page },
  });
}

const auditCalls = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/audit-log'));

describe('AuditPage', () => {
  it('tells a caseworker plainly that only an admin can view it, and asks for nothing', async () => {
    const fetch = server('caseworker');
    renderInApp(<AuditPage />, { at: '/admin/audit' });
    expect(await screen.findByText('Only an admin can view the audit log.')).toBeTruthy();
    expect(auditCalls(fetch)).toEqual([]);
  });

  it('lists who did what to which record, with the address and the before/after', async () => {
    server('admin');
    const { user } = renderInApp(<AuditPage />, { at: '/admin/audit' });
    expect(await screen.findByText('maria (caseworker)')).toBeTruthy();
    expect(screen.getByText('incident status changed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FR-000042' }).getAttribute('href')).toBe('/admin/incidents/42');
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    // Many rows: the organisation's zone (UTC until set) named once, in the header.
    expect(screen.getByRole('columnheader', { name: 'When (UTC)' })).toBeTruthy();
    expect(screen.getByText('Mar 4, 2026, 9:00 AM')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show 2 changes' }));
    expect(screen.getByText('open')).toBeTruthy();
    expect(screen.getByText('investigating')).toBeTruthy();
  });

  it('sends the filters to the server and explains a bad date range without asking', async () => {
    const fetch = server('admin');
    const { user } = renderInApp(<AuditPage />, { at: '/admin/audit' });
    await screen.findByText('maria (caseworker)');
    await user.type(screen.getByLabelText('Actor'), 'maria');
    await user.selectOptions(screen.getByLabelText('Record type'), 'fraud_incident');
    await user.type(screen.getByLabelText('Record id'), '42');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(auditCalls(fetch).at(-1)).toBe('/api/admin/audit-log?actor=maria&entityType=fraud_incident&entityId=42&page=1&pageSize=25'));

    const before = auditCalls(fetch).length;
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('From must be on or before To')).toBeTruthy();
    expect(auditCalls(fetch)).toHaveLength(before);
  });
});

describe('RecordHistory', () => {
  it("asks for one record's rows and shows them", async () => {
    const fetch = server('caseworker');
    renderInApp(<RecordHistory entityType="fraud_incident" entityId={42} />);
    expect(await screen.findByText('maria (caseworker)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'History' })).toBeTruthy();
    expect(auditCalls(fetch)).toEqual(['/api/admin/audit-log?entityType=fraud_incident&entityId=42&page=1&pageSize=25']);
  });

  it('says so when nothing was recorded', async () => {
    server('caseworker', { items: [], total: 0 });
    renderInApp(<RecordHistory entityType="fraud_incident" entityId={42} />);
    expect(await screen.findByText('No changes recorded yet.')).toBeTruthy();
  });
});

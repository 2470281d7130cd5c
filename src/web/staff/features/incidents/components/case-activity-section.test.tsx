import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CaseActivityItem } from '@shared/incidents/case-activity';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseActivitySection } from './case-activity-section';

const item = (key: string, changes: Partial<CaseActivityItem>): CaseActivityItem => ({
  key,
  kind: 'message',
  at: '2026-10-04T09:00:00.000Z',
  title: 'The victim wrote',
  action: null,
  detail: null,
  by: 'Victim',
  internal: false,
  ...changes,
});

const items = [
  item('audit:1', { kind: 'change', title: 'incident.update.status', action: 'incident.update.status', by: 'robin' }),
  item('message:2', { title: 'Internal note', detail: 'Bank contact is slow.', internal: true, by: 'Robin Reyes' }),
  item('mail:3', { kind: 'mail', title: 'E-mail: A reply on your case', detail: 'Sent', by: null }),
];

describe('the case activity section', () => {
  it('shows the case timeline newest first, marks internal notes, and asks the server for one kind', async () => {
    const fetch = fakeApi({
      'GET /api/admin/incidents/7/activity': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('kind') === 'mail' ? { items: [items[2]], total: 1 } : { items, total: 3 },
      }),
    });
    const { user, container } = renderInApp(<CaseActivitySection incidentId={7} />);
    const list = await screen.findByRole('list', { name: 'Activity on this case, newest first' });
    const entries = within(list).getAllByRole('listitem').map((entry) => entry.textContent);
    expect(entries[1]).toContain('Internal, not shown to the victim');
    expect(entries[1]).toContain('Bank contact is slow.');
    expect(entries[2]).toContain('E-mail: A reply on your case');
    expect(screen.getByRole('link', { name: 'Answer the victim' }).getAttribute('href')).toBe('#conversation');

    await user.selectOptions(screen.getByLabelText('Show'), 'E-mails to the victim');
    await waitFor(() => expect(within(screen.getByRole('list', { name: /^Activity/ })).getAllByRole('listitem')).toHaveLength(1));
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), 'http://localhost').searchParams;
    expect([last.get('kind'), last.get('page')]).toEqual(['mail', '1']);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

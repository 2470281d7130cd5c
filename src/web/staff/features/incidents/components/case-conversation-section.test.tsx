import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { StaffThread } from '@shared/messages/staff-schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { CaseConversationSection } from './case-conversation-section';

const message = (id: number, fields: Partial<StaffThread['messages'][number]>): StaffThread['messages'][number] =>
  ({
    id,
    senderType: 'user',
    sender: 'maria@example.org',
    recipient: 'Case Manager',
    staffName: null,
    subject: null,
    content: '',
    internal: false,
    status: 'unread',
    readByStaffAt: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    articles: [],
    ...fields,
  }) as StaffThread['messages'][number];

function serverWith(messages: StaffThread['messages']) {
  const thread: StaffThread = { incidentId: 7, reference: 'FR-000007', victimEmail: 'maria@example.org', platformName: 'Lunawave', messages };
  const sent: { method: string; path: string; body: unknown }[] = [];
  fakeApi({
    'GET /api/admin/incidents/7/messages': { status: 200, body: thread },
    'POST /api/admin/incidents/7/messages/read': ({ url, method }) => (sent.push({ method, path: url.pathname, body: null }), { status: 200, body: { marked: 1 } }),
    'POST /api/admin/incidents/7/messages': ({ url, method, body }) => (
      sent.push({ method, path: url.pathname, body }),
      { status: 201, body: message(99, { senderType: 'staff', sender: 'Case Manager', content: String((body as { content: string }).content), readByStaffAt: '2026-11-20T10:00:00.000Z' }) }
    ),
  });
  return sent;
}

/** A viewport that shows what is watched at once, or never (a section below the fold). */
function viewport(shows: boolean) {
  const watched: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push(element);
        if (shows) this.report([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      disconnect() {}
    },
  );
  return watched;
}

describe('the conversation on the case page (issue 25)', () => {
  it('shows the thread with notes marked, answers the victim there, and marks their messages read once shown', async () => {
    const sent = serverWith([
      message(1, { content: 'Did the bank write back?' }),
      message(2, { senderType: 'staff', sender: 'Case Manager', staffName: 'Ana', content: 'Chase the bank Friday', internal: true, readByStaffAt: '2026-11-20T09:30:00.000Z' }),
    ]);
    viewport(true);
    const { user, container } = renderInApp(<CaseConversationSection incidentId={7} />);
    const log = await screen.findByRole('log', { name: 'Conversation on FR-000007' });
    expect(within(log).getByText('Did the bank write back?')).toBeTruthy();
    expect(within(log).getByText('Internal note')).toBeTruthy();
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/admin/incidents/7/messages/read'));
    expect((await axe.run(container)).violations).toEqual([]);

    await user.type(screen.getByLabelText(/Message/), 'Not yet; we asked again today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(sent.find((s) => s.path === '/api/admin/incidents/7/messages')?.body).toEqual({ content: 'Not yet; we asked again today.', role: 'Case Manager', internal: false }));
  });

  it("leaves the victim's messages unread while the conversation has not been on screen", async () => {
    const sent = serverWith([message(1, { content: 'Did the bank write back?' })]);
    const watched = viewport(false);
    renderInApp(<CaseConversationSection incidentId={7} />);
    await screen.findByText('Did the bank write back?');
    await waitFor(() => expect(watched).toHaveLength(1));
    expect(sent.map((s) => s.path)).not.toContain('/api/admin/incidents/7/messages/read');
  });

  it('does not mark anything read when nothing from the victim is unread', async () => {
    const sent = serverWith([message(1, { content: 'Thanks', readByStaffAt: '2026-11-20T09:30:00.000Z' })]);
    renderInApp(<CaseConversationSection incidentId={7} />);
    await screen.findByText('Thanks');
    expect(sent.map((s) => s.path)).not.toContain('/api/admin/incidents/7/messages/read');
  });
});

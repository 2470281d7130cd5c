import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageView } from '@shared/messages/schema';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { ConversationPanel } from './conversation-panel';

const message = (id: number, content: string, senderType: MessageView['senderType']): MessageView => ({
  id,
  sender: senderType === 'user' ? 'sam@example.com' : 'Automated help',
  staffName: null,
  subject: null,
  recipient: 'Automated help',
  content,
  senderType,
  createdAt: '2026-03-01T10:00:00.000Z',
  articles: [],
  attachment: null,
});

describe('the case conversation', () => {
  it('moves focus to the message just sent, not the top of the page', async () => {
    let stored = [message(1, 'Earlier question', 'user')];
    fakeApi({
      'GET /api/messages': () => ({ status: 200, body: stored }),
      'POST /api/messages': () => {
        const sent = [message(2, 'Where is my money?', 'user'), message(3, 'Here is how payouts work.', 'automated')];
        stored = [...stored, ...sent];
        return { status: 201, body: { messages: sent } };
      },
    });
    const { user } = renderInApp(<ConversationPanel recoveryId={42} />);
    await screen.findByText('Earlier question');

    await user.type(screen.getByLabelText(/^Your message/), 'Where is my money?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(document.activeElement?.textContent).toContain('Where is my money?'));
    expect(document.activeElement?.tagName).toBe('LI');
    expect(screen.getByRole('log', { name: 'Conversation' }).contains(document.activeElement)).toBe(true);
  });
});

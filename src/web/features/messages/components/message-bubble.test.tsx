import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageView } from '@shared/messages/schema';
import { renderInApp } from '@/test/render';
import { MessageBubble } from './message-bubble';

const reply: MessageView = {
  id: 9,
  sender: 'Legal Advisor',
  recipient: 'sam@example.com',
  content: 'The letter from your bank is attached.',
  senderType: 'staff',
  staffName: 'Ana Kovač',
  subject: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  articles: [],
  attachment: { documentId: 31, filename: 'bank-letter.pdf', mimeType: 'application/pdf', sizeBytes: 2048, sha256: 'ab'.repeat(32) },
};

describe('a message from the case team', () => {
  it('offers the file it carried through the documents download, named and sized', () => {
    renderInApp(
      <ul>
        <MessageBubble message={reply} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /Download the file sent with this message: bank-letter\.pdf/ });
    expect(link.getAttribute('href')).toBe('/api/documents/31/download');
    expect(link.textContent).toContain('2 KB');
  });

  it('shows no file when it carried none', () => {
    renderInApp(
      <ul>
        <MessageBubble message={{ ...reply, attachment: null }} />
      </ul>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ChatWidget } from './chat-widget';

/** The page as the server sends it when a chat key is configured. */
function markChatConfigured() {
  const meta = document.createElement('meta');
  meta.name = 'chat-widget';
  meta.content = 'smartsupp';
  document.head.appendChild(meta);
}

afterEach(() => {
  document.getElementById('smartsupp-loader')?.remove();
  document.querySelector('meta[name="chat-widget"]')?.remove();
});

describe('the chat widget', () => {
  it('loads the chat service when the page says a chat is configured and the server names a key', async () => {
    markChatConfigured();
    const fetch = fakeApi({ 'GET /api/smartsupp-config': { status: 200, body: { key: 'abc123' } } });
    render(<ChatWidget />);
    await waitFor(() => expect(document.getElementById('smartsupp-loader')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing at all on a page with no chat configured', async () => {
    const fetch = fakeApi({ 'GET /api/smartsupp-config': { status: 200, body: { key: 'abc123' } } });
    const { container } = render(<ChatWidget />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
    expect(document.getElementById('smartsupp-loader')).toBeNull();
  });

  it('loads nothing without a key, or when the request fails', async () => {
    markChatConfigured();
    const fetch = fakeApi({ 'GET /api/smartsupp-config': { status: 200, body: {} } });
    render(<ChatWidget />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fakeApi({ 'GET /api/smartsupp-config': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    render(<ChatWidget />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('smartsupp-loader')).toBeNull();
  });
});

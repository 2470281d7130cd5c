import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { ChatWidget } from './chat-widget';

afterEach(() => document.getElementById('smartsupp-loader')?.remove());

describe('the chat widget', () => {
  it('loads the chat service when the server names a key, with no query client around it', async () => {
    const fetch = fakeApi({ 'GET /api/smartsupp-config': { status: 200, body: { key: 'abc123' } } });
    render(<ChatWidget />);
    await waitFor(() => expect(document.getElementById('smartsupp-loader')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads nothing without a key, or when the request fails', async () => {
    const fetch = fakeApi({ 'GET /api/smartsupp-config': { status: 200, body: {} } });
    render(<ChatWidget />);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fakeApi({ 'GET /api/smartsupp-config': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    render(<ChatWidget />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('smartsupp-loader')).toBeNull();
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '@/hooks/use-toast';
import { fakeApi } from '@/test/fake-api';
import { AppProviders } from './providers';

afterEach(() => act(() => dismissToast()));

describe('what every page carries', () => {
  it('loads the notification area with the first toast, or on F8, not with the page', async () => {
    const fetch = fakeApi({});
    render(
      <AppProviders>
        <p>the page</p>
      </AppProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    // No chat configured on this page: its key is not even asked for.
    expect(fetch).not.toHaveBeenCalled();

    act(() => void toast({ title: 'Search Complete', description: 'Found 1 platform associated with your email' }));
    expect(await screen.findByText('Search Complete', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('hands an F8 pressed before the area loaded on to it', async () => {
    render(
      <AppProviders>
        <p>the page</p>
      </AppProviders>,
    );
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8' })));
    await waitFor(() => expect(document.activeElement?.closest('[aria-label^="Notifications"]')).not.toBeNull(), { timeout: 5000 });
  });
});

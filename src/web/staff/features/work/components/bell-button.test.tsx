import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderInApp } from '@/test/render';
import { BellButton } from './bell-button';

describe('the bell', () => {
  it('opens My work at what is new, and says how much is unread', async () => {
    fakeApi({ 'GET /api/admin/bell/unread': { status: 200, body: { unread: 3 } } });
    const { container } = renderInApp(<BellButton />);
    const link = await screen.findByRole('link', { name: 'New for you, 3 unread' });
    expect(link.getAttribute('href')).toBe('/admin/my-work#new');
    expect(screen.getByTestId('bell-badge').textContent).toBe('3');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('caps the badge at 99+, as the server stops counting at 100', async () => {
    fakeApi({ 'GET /api/admin/bell/unread': { status: 200, body: { unread: 100 } } });
    renderInApp(<BellButton />);
    await screen.findByRole('link', { name: 'New for you, more than 99 unread' });
    expect(screen.getByTestId('bell-badge').textContent).toBe('99+');
  });

  it('shows no badge when nothing is unread', async () => {
    const fetch = fakeApi({ 'GET /api/admin/bell/unread': { status: 200, body: { unread: 0 } } });
    renderInApp(<BellButton />);
    expect(await screen.findByRole('link', { name: 'New for you, none unread' })).toBeTruthy();
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });
});
